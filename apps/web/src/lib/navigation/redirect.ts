/** Path of the sign-in page. */
const LOGIN_PATH = '/login';

/**
 * The sign-in address for a page the user could not open yet: `/login?redirect={path}` (002 §2),
 * where path keeps the query and hash of the page asked for.
 */
export function loginPathFor(target: { pathname: string; search?: string; hash?: string }): string {
  const path = `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`;
  if (path === '/' || path === '') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
}

/** Pages that make no sense to return to after signing in. */
const NOT_AFTER_SIGN_IN = [LOGIN_PATH, '/register', '/signed-out'];

/**
 * The page to open after sign-in, from the `redirect` query value. Only same-site paths are
 * accepted (one leading slash, no backslash or control character), so a crafted link cannot send
 * the user to another site; sign-in, registration and signed-out pages fall back to home.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  const pathname = raw.split(/[?#]/)[0] ?? raw;
  if (NOT_AFTER_SIGN_IN.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return fallback;
  return raw;
}

/** Reads and validates the redirect target from a query string such as `?redirect=%2Forg`. */
export function redirectTargetFrom(search: string, fallback = '/'): string {
  return safeRedirectPath(new URLSearchParams(search).get('redirect'), fallback);
}
