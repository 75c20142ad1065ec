/**
 * Masks what must never reach a terminal or a log: passwords in connection URLs, secrets in
 * query strings, secret segments of paths (issue 7 point 10, issue 28 point 5).
 */

const MASK = '***';

/** `scheme://user:password@host` keeps the user and hides the password (up to the last `@`). */
const URL_PASSWORD = /(:\/\/[^:/@\s]*:)[^\s]*@/g;

/**
 * Query parameters whose value is a secret whatever the URL: any name holding password, secret
 * or token (`sslpassword`, `client_secret`, `access_token`...), and these.
 */
const SECRET_QUERY_KEY =
  /password|passwd|secret|token|^(pass|pwd|key|api_?key|code|otp|resetcode|reset_code|verificationcode|sig|signature)$/i;

/** `?name=value` or `&name=value` (also `;`), anywhere in a text or a URL. */
const QUERY_PAIR = /([?&;])([^=&;?#\s]+)=([^&;#\s'"]+)/g;

/** Hides the values of secret query parameters, wherever a URL sits in the text. */
function redactQuerySecrets(text: string): string {
  return text.replace(QUERY_PAIR, (pair, separator: string, key: string) => {
    let name = key;
    try {
      name = decodeURIComponent(key);
    } catch {
      // A malformed escape is judged as sent; only the value is in question.
    }
    return SECRET_QUERY_KEY.test(name) ? `${separator}${key}=${MASK}` : pair;
  });
}

/**
 * Hides the credentials of any URL inside a text (configuration errors, start-up failures): the
 * password of `scheme://user:password@host` and the values of secret query parameters
 * (`?password=`, `sslpassword`, `token`...).
 */
export function redactUrlCredentials(text: string): string {
  return redactQuerySecrets(text.replace(URL_PASSWORD, `$1${MASK}@`));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One declared path as a mask: its segments up to the last secret one, and which are secret. */
type TPathMask = { pattern: RegExp; secret: boolean[] };

/** `/invitation/:invitationId/:key` with `key` secret: a mask for `/invitation/{any}/{secret}`, anywhere in a path. */
function pathMaskOf(path: string, secretParams: readonly string[]): TPathMask | null {
  const segments = path.split('/').filter(Boolean);
  const secret = segments.map((segment) => secretParams.includes(segment.replace(/^:|\?$/g, '')));
  const last = secret.lastIndexOf(true);
  if (last === -1) return null;
  const source = segments
    .slice(0, last + 1)
    .map((segment) => (segment.startsWith(':') ? '([^/?#]+)' : `(${escapeRegExp(segment)})`))
    .join('/');
  return { pattern: new RegExp(`/${source}(?=[/?#]|$)`, 'i'), secret: secret.slice(0, last + 1) };
}

/**
 * The paths whose secret segments logs mask, as declared (every route's params, the pages that
 * emails link to: `@cairn/domain/common/secret-params`), and the logged form of a request URL.
 */
export function createSecretPaths() {
  const learned = new Set<string>();
  // The most specific first: `/welcome/invitation/process/...` before `/welcome/invitation/...`.
  const masks: TPathMask[] = [];
  return {
    /** Learns a declared path with the names of its secret params (none: nothing to learn). */
    add(path: string, secretParams: readonly string[]) {
      const mask = learned.has(path) ? null : pathMaskOf(path, secretParams);
      if (!mask) return;
      learned.add(path);
      masks.push(mask);
      masks.sort((a, b) => b.secret.length - a.secret.length);
    },

    /** A request URL as it may be logged: secret path segments and secret query values masked. */
    redactUrl(url: string): string {
      const queryStart = url.indexOf('?');
      const path = queryStart === -1 ? url : url.slice(0, queryStart);
      const mask = masks.find((candidate) => candidate.pattern.test(path));
      const masked = mask
        ? path.replace(
            mask.pattern,
            (_whole, ...groups: string[]) =>
              `/${mask.secret.map((isSecret, index) => (isSecret ? MASK : groups[index])).join('/')}`,
          )
        : path;
      return queryStart === -1 ? masked : `${masked}${redactQuerySecrets(url.slice(queryStart))}`;
    },
  };
}

export type TSecretPaths = ReturnType<typeof createSecretPaths>;
