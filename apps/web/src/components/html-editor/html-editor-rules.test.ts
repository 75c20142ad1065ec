import { describe, expect, it } from 'vitest';
import { normalizeLink, stripPastedHtml } from './html-editor-rules.ts';

describe('normalizeLink (002 §5)', () => {
  it('prepends https:// to links without http, https or mailto', () => {
    expect(normalizeLink('example.com')).toBe('https://example.com');
    expect(normalizeLink(' www.example.com/a?b=1 ')).toBe('https://www.example.com/a?b=1');
    expect(normalizeLink('//cdn.example.com')).toBe('https://cdn.example.com');
    expect(normalizeLink('ftp.example.com')).toBe('https://ftp.example.com');
  });

  it('keeps http, https and mailto links as they are', () => {
    expect(normalizeLink('http://example.com')).toBe('http://example.com');
    expect(normalizeLink('HTTPS://example.com')).toBe('HTTPS://example.com');
    expect(normalizeLink('mailto:sam@example.com')).toBe('mailto:sam@example.com');
  });

  it('leaves an empty link empty', () => {
    expect(normalizeLink('  ')).toBe('');
  });
});

describe('stripPastedHtml (002 §5)', () => {
  it('drops script, style, iframe, image, video and svg with their content', () => {
    const pasted =
      '<p>Keep <b>this</b></p><script>alert(1)</script><style>p{color:red}</style>' +
      '<iframe src="x"></iframe><img src="a.png"><video src="v.mp4">no</video><svg><text>s</text></svg>';
    expect(stripPastedHtml(pasted)).toBe('<p>Keep <b>this</b></p>');
  });
});
