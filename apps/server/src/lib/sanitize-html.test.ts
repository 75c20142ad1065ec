import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { harmfulParts, XSS_PAYLOADS } from '../test/harmful-html.ts';
import { normalizeLinkHref, sanitizeRichText } from './sanitize-html.ts';

describe('sanitizeRichText against the 223 DOMPurify payloads', () => {
  it('reads all of them', () => {
    expect(XSS_PAYLOADS.payloads).toHaveLength(223);
    expect(XSS_PAYLOADS.count).toBe(223);
  });

  it('leaves nothing that can run in any of them', () => {
    const failures = XSS_PAYLOADS.payloads
      .map(({ title, payload }) => ({ title, findings: harmfulParts(sanitizeRichText(payload)) }))
      .filter(({ findings }) => findings.length > 0);
    expect(failures).toEqual([]);
  });

  it('is idempotent on every one of them', () => {
    for (const { payload } of XSS_PAYLOADS.payloads) {
      const once = sanitizeRichText(payload);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });

  it('the checker itself spots what it must (so a clean run means something)', () => {
    expect(harmfulParts('<p onclick="x">a</p>')).not.toEqual([]);
    expect(harmfulParts('<a href="javascript:alert(1)">a</a>')).not.toEqual([]);
    expect(harmfulParts('<img src=x>')).not.toEqual([]);
    expect(harmfulParts('<div>a</div>')).not.toEqual([]);
    expect(harmfulParts('<a href="https://x.org" rel="noopener noreferrer">a</a>')).toEqual([]);
  });
});

describe('sanitizeRichText keeps the editor’s formats', () => {
  it('keeps every fixed format as written', () => {
    const html =
      '<h1>T</h1><h2>S</h2><h3>s</h3><p>a <strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <code>f</code><br /></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote><pre><code>x = 1</code></pre>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('strips script, style, iframe, image, video, svg, math, object, embed and form, with their code', () => {
    const html =
      '<p>keep</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.org">f</iframe>' +
      '<img src="x.png"><video src="v.mp4">v</video><svg><circle /></svg><math><mi>x</mi></math>' +
      '<object data="x"></object><embed src="x"><form action="/x"><input name="a"></form>';
    expect(sanitizeRichText(html)).toBe('<p>keep</p>');
  });

  it('drops every event handler, class, style and id', () => {
    expect(sanitizeRichText('<p onclick="x()" class="c" style="color:red" id="i">a</p>')).toBe('<p>a</p>');
  });

  it('keeps the text of elements it does not allow', () => {
    expect(sanitizeRichText('<div><span>Hello</span> <b>world</b></div>')).toBe('Hello world');
  });

  it('gives links rel="noopener noreferrer", keeps target only as _blank', () => {
    expect(sanitizeRichText('<a href="https://x.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.org" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.org" target="_parent">x</a>')).toBe(
      '<a href="https://x.org" rel="noopener noreferrer">x</a>',
    );
  });

  it('prefixes links without a scheme with https:// and removes other schemes (002 §5)', () => {
    expect(sanitizeRichText('<a href="www.example.com/a">x</a>')).toBe(
      '<a href="https://www.example.com/a" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:team@example.com">m</a>')).toBe(
      '<a href="mailto:team@example.com" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a>x</a>');
  });

  it('answers the empty string for nothing', () => {
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('normalizeLinkHref', () => {
  it('sees a scheme hidden behind whitespace, controls, entities or invisible characters', () => {
    for (const href of [
      ' javascript:x',
      'java\tscript:x',
      '\u180ejavascript:x',
      '\u200bjavascript:x',
      'JaVaScRiPt:x',
    ])
      expect(normalizeLinkHref(href)).toBeUndefined();
  });

  it('completes host-and-port and protocol-relative links instead of refusing them', () => {
    expect(normalizeLinkHref('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(normalizeLinkHref('//example.com')).toBe('https://example.com');
  });
});

const FRAGMENT_TAGS = [
  'p',
  'a',
  'strong',
  'div',
  'script',
  'img',
  'svg',
  'style',
  'li',
  'ul',
  'pre',
  'iframe',
  'br',
];
const ATTRIBUTES = ['href', 'onclick', 'onerror', 'src', 'style', 'target', 'rel', 'class'];
const VALUES = [
  'javascript:alert(1)',
  'https://x.org',
  'www.x.org',
  '_blank',
  '"',
  "'",
  '&amp;',
  '&lt;',
  'x y',
];

/** Random HTML-ish text built from the tags, attributes and values that matter here. */
const htmlish = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.constantFrom('&', '&amp;', '&lt;', '&#60;', '<', '>', '"', '<!--', '-->', '<![CDATA[', ']]>'),
      fc
        .tuple(
          fc.constantFrom(...FRAGMENT_TAGS),
          fc.array(fc.tuple(fc.constantFrom(...ATTRIBUTES), fc.constantFrom(...VALUES)), { maxLength: 3 }),
          fc.boolean(),
        )
        .map(([tag, attributes, isClosing]) =>
          isClosing ? `</${tag}>` : `<${tag}${attributes.map(([n, v]) => ` ${n}="${v}"`).join('')}>`,
        ),
    ),
    { maxLength: 25 },
  )
  .map((parts) => parts.join(''));

describe('sanitizeRichText properties', () => {
  it('is idempotent on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const once = sanitizeRichText(text);
        return sanitizeRichText(once) === once;
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent on HTML-like input and never leaves anything runnable', () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        const once = sanitizeRichText(html);
        expect(sanitizeRichText(once)).toBe(once);
        expect(harmfulParts(once)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
