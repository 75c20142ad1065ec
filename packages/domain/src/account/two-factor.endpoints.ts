import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import { ZSignedInAnswer } from './account.answers.ts';
import {
  ZAccountSessionsAnswer,
  ZOrgTwoFactorAnswer,
  ZOrgTwoFactorRequest,
  ZRecoveryCodesAnswer,
  ZTwoFactorChangedAnswer,
  ZTwoFactorCodeRequest,
  ZTwoFactorDisableRequest,
  ZTwoFactorPasswordRequest,
  ZTwoFactorSetupAnswer,
  ZTwoFactorStatusAnswer,
} from './two-factor.schemas.ts';

const tag = 'two-factor';

/**
 * Two-factor sign-in with an authenticator app (better-auth's plugin underneath) and the
 * sessions list of account settings (issue 28 point 7). Every refusal is a 422 on its field.
 */
export const TWO_FACTOR_ENDPOINTS = {
  status: defineEndpoint({
    method: 'GET',
    path: '/account/two-factor',
    access: 'session',
    tag,
    answer: ZTwoFactorStatusAnswer,
  }),
  /** Starts set-up (password required): a new secret and recovery codes; off until confirmed. */
  enable: defineEndpoint({
    method: 'POST',
    path: '/account/two-factor/enable',
    access: 'session',
    tag,
    body: ZTwoFactorPasswordRequest,
    answer: ZTwoFactorSetupAnswer,
  }),
  /** A first code from the app turns it on. The session is replaced (new token, same cookie name). */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/account/two-factor/confirm',
    access: 'session',
    tag,
    body: ZTwoFactorCodeRequest,
    answer: ZTwoFactorChangedAnswer,
  }),
  /** Ten new recovery codes (password required); the old ones stop working. */
  recoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/account/two-factor/recovery-codes',
    access: 'session',
    tag,
    body: ZTwoFactorPasswordRequest,
    answer: ZRecoveryCodesAnswer,
  }),
  /** Turns it off (password and a current code). */
  disable: defineEndpoint({
    method: 'POST',
    path: '/account/two-factor/disable',
    access: 'session',
    tag,
    body: ZTwoFactorDisableRequest,
    answer: ZTwoFactorChangedAnswer,
  }),
  /** The code step of a sign-in: the browser that gave the password sends a code and is signed in. */
  signIn: defineEndpoint({
    method: 'POST',
    path: '/session/two-factor',
    access: 'public',
    tag: 'session',
    body: ZTwoFactorCodeRequest,
    answer: ZSignedInAnswer,
  }),
  /** The caller's own sessions (device, address, last seen); end them with `DELETE session/{id}`. */
  sessions: defineEndpoint({
    method: 'GET',
    path: '/account/sessions',
    access: 'session',
    tag,
    answer: ZAccountSessionsAnswer,
  }),
  /** The Owner requires two-factor sign-in of every member (they must have it on themselves). */
  orgRequirement: defineEndpoint({
    method: 'PUT',
    path: '/org/:id/two-factor',
    access: 'org.requireTwoFactor',
    tag: 'orgs',
    params: ZIdParam,
    body: ZOrgTwoFactorRequest,
    answer: ZOrgTwoFactorAnswer,
  }),
} as const;
