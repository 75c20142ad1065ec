/** Path of the sign-in page. */
export const LOGIN_PATH = '/login';

/**
 * The sign-in address for a page the user could not open yet: `/login?redirect={path}` (002 §2),
 * where path keeps the query and hash of the page asked for.
 */
export function loginPathFor(target: { pathname: string; search?: string; hash?: string }): string {
  const path = `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`;
  if (path === '/' || path === '') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}

/**
 * The page to open after sign-in, from the `redirect` query value. Only same-site paths are
 * accepted (a leading single slash), so a crafted link cannot send the user to another site.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (raw === LOGIN_PATH || raw.startsWith(`${LOGIN_PATH}?`)) return fallback;
  return raw;
}

/** Reads and validates the redirect target from a query string such as `?redirect=%2Forg`. */
export function redirectTargetFrom(search: string, fallback = '/'): string {
  return safeRedirectPath(new URLSearchParams(search).get('redirect'), fallback);
}
