import sanitize, { type IOptions } from 'sanitize-html';

/**
 * The one allow-list every stored `contentHtml` passes through (ARCHITECTURE §7; spec 002 §5
 * HTML editor rules). It keeps only the editor's fixed formats and drops everything else.
 */

/** The editor's fixed formats: the only elements stored HTML may contain. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
] as const;

/** Link schemes kept; any other scheme (javascript:, data:, vbscript: ...) loses its `href`. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Every stored link opens without handing the opener or the referrer to the target. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';

/**
 * Elements removed together with everything inside them (their text is code, styling or
 * embedded documents, never the user's words).
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'option',
  'title',
  'xmp',
  'plaintext',
  'video',
  'audio',
  'canvas',
];

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** `host:port` written without a scheme (`example.com:8080/x`): a link to complete, not a scheme. */
const HOST_AND_PORT = /^[a-z0-9-]+(\.[a-z0-9-]+)+:\d+([/?#]|$)/i;
/**
 * Characters left out before reading a scheme: browsers skip whitespace and control characters
 * in it, and invisible format characters (U+180E, zero-width ...) must not hide one either.
 */
const IGNORED_IN_SCHEME = /[\p{Cc}\p{Cf}\p{Z}\s]/gu;

/**
 * The `href` a link keeps, or undefined to drop it: an allowed scheme stays as written, a
 * link without a scheme gets `https://` (002 §5), any other scheme is refused.
 */
export function normalizeLinkHref(raw: string): string | undefined {
  const href = raw.trim();
  if (!href) return undefined;
  const visible = href.replace(IGNORED_IN_SCHEME, '');
  const scheme = HOST_AND_PORT.test(visible) ? undefined : SCHEME.exec(visible)?.[1]?.toLowerCase();
  if (scheme) return (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme) ? href : undefined;
  return `https://${href.replace(/^[\\/]+/, '')}`;
}

const OPTIONS: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = normalizeLinkHref(attribs.href ?? '');
      const next: Record<string, string> = {};
      if (href) {
        next.href = href;
        next.rel = RICH_TEXT_LINK_REL;
        if (attribs.target === '_blank') next.target = '_blank';
      }
      return { tagName, attribs: next };
    },
  },
};

/**
 * Cleans rich text before it is stored: only the editor's formats survive, scripts, styles,
 * frames, media, forms and every event-handler attribute are removed, links keep only
 * http/https/mailto (scheme-less ones get `https://`) and always carry `rel="noopener noreferrer"`.
 * Idempotent: cleaning clean HTML changes nothing.
 */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  // One pass can leave nesting a browser would reparse differently (`<p><p></p></p>`); passing
  // again until nothing changes stores the normal form, so a saved note never shifts on re-save.
  let current = sanitize(html, OPTIONS);
  for (let pass = 0; pass < MAX_NORMALISING_PASSES; pass += 1) {
    const next = sanitize(current, OPTIONS);
    if (next === current) break;
    current = next;
  }
  return current;
}

const MAX_NORMALISING_PASSES = 5;

/** Where the images of learning packs are served; a guide's image may point nowhere else. */
export const LEARNING_ASSET_PREFIX = '/api/v2/learning/assets/';

/** A served pack image: the prefix, a pack id and a file name, nothing that climbs out. */
const LEARNING_ASSET_SRC = /^\/api\/v2\/learning\/assets\/[a-z0-9-]+\/[A-Za-z0-9_.-]+$/;

/**
 * The learning centre's guides (Markdown of content packs, rendered on the server): the rich-text
 * allow-list above, plus what a guide needs and a note does not: a fourth heading level, a rule,
 * tables, and images whose `src` is one of the pack's served images (any other image is dropped:
 * no tracking pixels, no `data:` or `javascript:` sources). Links keep the same rules.
 */
const GUIDE_OPTIONS: IOptions = {
  ...OPTIONS,
  allowedTags: [...RICH_TEXT_TAGS, 'h4', 'hr', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'loading'] },
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !LEARNING_ASSET_SRC.test(frame.attribs.src ?? ''),
  transformTags: {
    ...OPTIONS.transformTags,
    img: (tagName, attribs) => ({
      tagName,
      attribs: { src: attribs.src ?? '', alt: attribs.alt ?? '', loading: 'lazy' },
    }),
  },
};

/** Cleans a learning guide's HTML (rendered from a pack's Markdown) with the guide allow-list. */
export function sanitizeGuideHtml(html: string): string {
  return html ? sanitize(html, GUIDE_OPTIONS) : '';
}
