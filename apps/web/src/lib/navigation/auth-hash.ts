/** Keys that identity providers leave in the address hash after a redirect. */
const AUTH_HASH_KEYS = [
  'access_token',
  'id_token',
  'refresh_token',
  'token_type',
  'expires_in',
  'code',
  'state',
  'error',
  'error_description',
  'session_state',
];

/**
 * True when a hash is a leftover of an authentication redirect (`#access_token=...&state=...`)
 * rather than an anchor inside the page; such hashes are removed after navigation (000 §2.2).
 */
export function isAuthHash(hash: string): boolean {
  const body = hash.replace(/^#\/?/, '');
  if (!body.includes('=')) return false;
  const params = new URLSearchParams(body);
  return AUTH_HASH_KEYS.some((key) => params.has(key));
}
