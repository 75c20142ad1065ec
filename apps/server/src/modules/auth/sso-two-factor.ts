import { createHmac, randomBytes } from 'node:crypto';
import { TWO_FACTOR_PENDING_SECONDS } from '@cairn/domain/account/two-factor.constants';
import type { TAuth } from './better-auth.ts';

/** The marker row that says a pending two-factor sign-in began with single sign-on. */
const ssoMarkerOf = (identifier: string) => `sso-${identifier}`;

/** The identifier inside the plugin's signed challenge cookie (`name=identifier.signature`). */
function challengeIdentifier(challenge: string): string {
  const value = decodeURIComponent(challenge.slice(challenge.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
}

/**
 * The pending two-factor sign-in of an account that has it on and signed in with the provider:
 * the same challenge better-auth's two-factor plugin makes after a password (it only watches the
 * password sign-in paths), so `POST session/two-factor` finishes both alike. A marker row says it
 * came from single sign-on, so the session it ends in counts as one (docs/sso.md).
 */
export async function createSsoTwoFactorChallenge(auth: TAuth, userId: string): Promise<string> {
  const context = await auth.$context;
  const identifier = `2fa-${randomBytes(15).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + TWO_FACTOR_PENDING_SECONDS * 1000);
  const adapter = context.internalAdapter;
  await adapter.createVerificationValue({ value: userId, identifier, expiresAt });
  await adapter.createVerificationValue({ value: '0', identifier: `2fa-attempts-${identifier}`, expiresAt });
  await adapter.createVerificationValue({ value: userId, identifier: ssoMarkerOf(identifier), expiresAt });
  // better-call's signed cookie: the value, a dot, and its HMAC-SHA256 under the secret in base64.
  const signature = createHmac('sha256', context.secret).update(identifier).digest('base64');
  const { name } = context.createAuthCookie('two_factor');
  return `${name}=${encodeURIComponent(`${identifier}.${signature}`)}`;
}

/** Whether a pending two-factor sign-in began with single sign-on (and forgets that it did). */
export async function takeSsoMarker(auth: TAuth, challenge: string): Promise<boolean> {
  const identifier = challengeIdentifier(challenge);
  if (!identifier) return false;
  const adapter = (await auth.$context).internalAdapter;
  const marker = await adapter.findVerificationValue(ssoMarkerOf(identifier));
  if (!marker) return false;
  await adapter.deleteVerificationByIdentifier(ssoMarkerOf(identifier));
  return marker.expiresAt > new Date();
}
