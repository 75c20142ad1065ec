import { SSO_PROVIDER_ID } from '@cairn/domain/account/sso.constants';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { TConfig } from '../../config.ts';

/** The claims Cairn reads from the provider's ID token or userinfo. */
type TOidcProfile = { email?: string; name?: string; given_name?: string; family_name?: string };

/**
 * The names a new account starts with: the provider's given and family names, else its display
 * name split at the first space, else the address's local part. The person corrects them on
 * `/register-sso` before the account is used.
 */
function namesFromProfile(profile: TOidcProfile): { firstName: string; lastName: string } {
  const full = (profile.name ?? '').trim();
  const [first = '', ...rest] = full.split(/\s+/);
  const firstName = profile.given_name?.trim() || first || (profile.email ?? '').split('@')[0] || 'New';
  const lastName = profile.family_name?.trim() || rest.join(' ') || '-';
  return { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100) };
}

/**
 * better-auth's generic OAuth provider for the operator's issuer: discovery, PKCE, and an ID
 * token checked against the issuer's keys and bound to the sign-in by its nonce.
 */
export function ssoProviderConfig(oidc: NonNullable<TConfig['oidc']>): GenericOAuthConfig {
  return {
    providerId: SSO_PROVIDER_ID,
    name: oidc.name,
    discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    // Refuses a provider whose discovery gives no keys: every ID token is verified.
    requireIdTokenVerification: true,
    mapProfileToUser: (profile) => namesFromProfile(profile as TOidcProfile),
  };
}
