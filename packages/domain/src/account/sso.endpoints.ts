import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import { ZEnvelope } from '../errors.ts';
import {
  ZOrgSsoAnswer,
  ZOrgSsoRequest,
  ZSsoCallbackQuery,
  ZSsoProviderAnswer,
  ZSsoRegisterAnswer,
  ZSsoRegisterRequest,
  ZSsoStartAnswer,
  ZSsoStartRequest,
} from './sso.schemas.ts';

/** Single sign-on (issue 34 point 1, docs/sso.md). */
export const SSO_ENDPOINTS = {
  /** Whether single sign-on is offered, and the button's name. */
  provider: defineEndpoint({
    method: 'GET',
    path: '/sso',
    access: 'public',
    tag: 'session',
    summary: 'Say whether single sign-on is offered',
    description:
      'Offered when the operator configured an OpenID Connect provider (`OIDC_*`) and the instance administrator turned on the `MicrosoftSso` feature flag. `name` is the button\'s "Sign in with {name}".',
    answer: ZSsoProviderAnswer,
  }),
  /** Starts a sign-in: the browser goes to `url`, the provider sends it back to the callback. */
  start: defineEndpoint({
    method: 'POST',
    path: '/sso/start',
    access: 'public',
    tag: 'session',
    summary: 'Start a single sign-on',
    description:
      "Answers the provider's authorization URL (state, nonce and PKCE challenge in it) and sets the `cairn_sso` cookie that binds the sign-in to this browser for 5 minutes. `returnTo` is a path of this site opened after the sign-in. 404 when single sign-on is not offered.",
    body: ZSsoStartRequest,
    bodyExample: { returnTo: '/meetings' },
    answer: ZSsoStartAnswer,
  }),
  /** The provider's redirect back: a browser's step, answered with a redirect whatever happens. */
  callback: defineEndpoint({
    method: 'GET',
    path: '/sso/callback/oidc',
    access: 'public',
    tag: 'session',
    summary: "Finish a single sign-on (the provider's redirect URI)",
    description:
      'The redirect URI registered at the provider, opened by the browser. Answers **302**, never the JSON below: to the `returnTo` of the start with the session cookies set; a first sign-in to `/register-sso?email=`; an account with two-factor sign-in to `/login?step=two-factor` (the code step); a refusal (no or a tampered state, another browser, a bad code, ID token or nonce, an unverified address for an existing account) to `/login?sso={reason}` with nothing made.',
    query: ZSsoCallbackQuery,
    answer: ZEnvelope,
  }),
  /** The first single sign-on of an unknown address accepts the policy (002 §1 SSORegisterPage). */
  register: defineEndpoint({
    method: 'POST',
    path: '/sso/register',
    access: 'session',
    tag: 'account',
    summary: 'Accept the policy after a first single sign-on',
    description:
      'The account a first single sign-on made can do nothing else until it accepts the policy here (403 `SSO_TERMS_REQUIRED`). Names the person as they typed.',
    body: ZSsoRegisterRequest,
    bodyExample: { firstName: 'Dana', lastName: 'Scully', acceptTerms: true },
    answer: ZSsoRegisterAnswer,
  }),
  /** The Owner requires single sign-on of the members whose address is in a domain. */
  orgRequirement: defineEndpoint({
    method: 'PUT',
    path: '/org/:id/sso',
    access: 'org.requireSso',
    tag: 'orgs',
    summary: 'Require single sign-on for an email domain',
    description:
      "Owner only, for the Owner's own email domain, from a session signed in with single sign-on. Members whose address is in the domain then use the organisation only from a single sign-on session (403 `SSO_REQUIRED` otherwise); the Owner never is held to it. `null` stops requiring it.",
    params: ZIdParam,
    body: ZOrgSsoRequest,
    bodyExample: { requiredDomain: 'example.com' },
    answer: ZOrgSsoAnswer,
  }),
} as const;
