/**
 * The nonce of this page's Content Security Policy: the server writes it into
 * `<meta property="csp-nonce">` of index.html for every response (plugins/static-web.ts).
 * Style tags added at run time (Mantine's variables, the editor's base styles) carry it, or the
 * browser refuses them. The `nonce` property, not the attribute: browsers hide the attribute.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}

/** Mantine's `getStyleNonce`: the page's nonce, or none (tests, the dev server). */
export const getStyleNonce = (): string => cspNonce() ?? '';

/**
 * Hands the nonce to libraries that read webpack's global for it: react-remove-scroll (under
 * Mantine's Modal and Drawer) adds a scroll-lock style tag with `__webpack_nonce__`.
 */
export function shareCspNonce(): void {
  const nonce = cspNonce();
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
