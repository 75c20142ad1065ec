/**
 * Single sign-on through the operator's OpenID Connect provider (issue 34 point 1, docs/sso.md).
 * One provider per instance, known to better-auth by this id; its callback is
 * `{APP_URL}/api/v2/sso/callback/oidc`, the redirect URI the operator registers.
 */
export const SSO_PROVIDER_ID = 'oidc';

/** The web page a first sign-in of an unknown address lands on to accept the policy (002 §1). */
export const SSO_REGISTER_PAGE = '/register-sso';

/** Why a single sign-on came back to the sign-in page (`/login?sso=<reason>`); the web words them (auth.sso.*). */
export type TSsoFailure = 'failed' | 'expired' | 'notLinked' | 'twoFactor' | 'unavailable';

/** At most this many characters in an organisation's required domain (RFC 1035). */
export const SSO_DOMAIN_MAX_LENGTH = 253;

/** A DNS name of two labels or more: `example.com`, `eu.corp.example`. */
export const SSO_DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const SSO_TEXTS = {
  notOffered: 'Single sign-on is not set up on this server.',
  badReturnTo: 'Return to a page of this site (a path starting with /).',
  badDomain: 'Enter an email domain such as example.com.',
  ownDomainOnly: 'Require single sign-on only for your own email domain.',
  ownerSignInFirst:
    'Sign in with single sign-on yourself first, so that you know it works for your organization.',
  termsPendingOnly: 'Only an account made by single sign-on accepts the policy here.',
  termsRequired: 'Accept the policy to finish creating your account.',
  required: 'Your organization requires single sign-on for your email address. Sign in with it to continue.',
} as const;
