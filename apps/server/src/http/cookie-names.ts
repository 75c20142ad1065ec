/** The browser session's httpOnly cookie (modules/auth sets it, the guard and the live hub read it). */
export const SESSION_COOKIE = 'cairn_session';
/** The CSRF double-submit cookie and the header a mutation repeats it in (plugins/guard.ts). */
export const CSRF_COOKIE = 'cairn_csrf';
export const CSRF_HEADER = 'x-csrf-token';
