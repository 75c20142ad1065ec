import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_PREFIX } from '@cairn/domain/integrations/access-tokens.constants';

/** A new token: the prefix (so it is told apart from a session token, and secret scanners find it) and 32 random bytes. */
export function newAccessToken(): { token: string; hash: string; prefix: string } {
  const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return {
    token,
    hash: hashAccessToken(token),
    prefix: token.slice(0, ACCESS_TOKEN_PREFIX.length + ACCESS_TOKEN_LIMITS.shownPrefixLength),
  };
}

/** What is stored and looked up: SHA-256 of the whole token. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when a bearer value is meant as a personal access token (never tried as a session). */
export function isAccessTokenValue(value: string): boolean {
  return value.startsWith(ACCESS_TOKEN_PREFIX);
}
