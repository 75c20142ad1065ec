/**
 * Masks what must never reach a terminal or a log: passwords in connection URLs, secrets in
 * query strings, codes in token-bearing paths (issue 7 point 10).
 */

const MASK = '***';

/** `scheme://user:password@host` keeps the user and hides the password (up to the last `@`). */
const URL_PASSWORD = /(:\/\/[^:/@\s]*:)[^\s]*@/g;

/** Query parameters whose value is a secret whatever the route. */
const SECRET_QUERY_KEYS =
  /^(token|access_token|refresh_token|code|otp|resetcode|reset_code|verificationcode|password|secret|key|apikey|api_key|sig|signature)$/i;

/**
 * Paths whose next segment is a secret: the reset code of the API and of the emailed page.
 * Matched on the path with any prefix (`/api/v2`), so `/account/password/reset/AB12CD` logs as
 * `/account/password/reset/***`.
 */
const TOKEN_PATH_SEGMENTS = [/(\/account\/password\/reset\/)[^/?#]+/i, /(\/update-password\/)[^/?#]+/i];

/** Hides the password of any `scheme://user:password@host` inside a text (configuration errors). */
export function redactUrlCredentials(text: string): string {
  return text.replace(URL_PASSWORD, `$1${MASK}@`);
}

/** A request URL as it may be logged: token path segments and secret query values masked. */
export function redactLoggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of TOKEN_PATH_SEGMENTS) pathPart = pathPart.replace(pattern, `$1${MASK}`);
  if (queryStart === -1) return pathPart;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const key = pair.slice(0, equals);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // A malformed escape is logged as sent; only the value is in question.
      }
      return SECRET_QUERY_KEYS.test(name) ? `${key}=${MASK}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}
