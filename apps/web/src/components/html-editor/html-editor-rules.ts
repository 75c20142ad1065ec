/** The fixed rules of the notes editor (002 §5 "HTML editor", §9 "Editor"). */

/** Undo history: at most this many steps (002 §9). */
export const EDITOR_HISTORY_DEPTH = 50;
/** Typing within this many ms is one undo step (002 §9 history delay). */
export const EDITOR_HISTORY_DELAY_MS = 1000;
/** The editable area's default height (002 §9). */
export const EDITOR_DEFAULT_HEIGHT_PX = 140;
/** Heading levels the editor offers (the server's allow-list keeps h1-h3). */
export const EDITOR_HEADING_LEVELS = [1, 2, 3] as const;

/** Elements removed with their content from pasted HTML (002 §5), plus other embeds. */
const STRIPPED_TAGS = [
  'script',
  'style',
  'iframe',
  'img',
  'video',
  'svg',
  'audio',
  'picture',
  'object',
  'embed',
  'math',
];
const KEPT_SCHEMES = /^(https?:|mailto:)/i;

/**
 * A link as the editor stores it: trimmed, and given `https://` when it does not start with
 * http:, https: or mailto: (002 §5), so 'example.com' becomes 'https://example.com'.
 */
export function normalizeLink(href: string): string {
  const trimmed = href.trim();
  if (!trimmed || KEPT_SCHEMES.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/\/+/, '')}`;
}

/**
 * Pasted HTML without script, style, iframe, image, video and svg content (002 §5). The editor
 * has no such nodes either; this also drops their text (a pasted `<style>` would otherwise
 * arrive as a paragraph of CSS).
 */
export function stripPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.body.querySelectorAll(STRIPPED_TAGS.join(','))) element.remove();
  for (const element of doc.head.querySelectorAll(STRIPPED_TAGS.join(','))) element.remove();
  return doc.body.innerHTML;
}
