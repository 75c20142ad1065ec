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

const tag = 'account';

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
    summary: 'Read whether two-factor sign-in is on',
    description: 'Also names the organisations of the user that require it of every member.',
    answer: ZTwoFactorStatusAnswer,
  }),
  /** Starts set-up (password required): a new secret and recovery codes; off until confirmed. */
  enable: defineEndpoint({
    method: 'POST',
    path: '/account/two-factor/enable',
    access: 'session',
    tag,
    summary: 'Start setting up two-factor sign-in',
    description:
      "Needs the current password. Answers the authenticator app's `otpauth://` address (shown as a QR code), its key as text and ten one-time recovery codes, shown once. Sign-in does not ask for a code until a first code confirms the set-up (`POST /account/two-factor/confirm`).",
    body: ZTwoFactorPasswordRequest,
    answer: ZTwoFactorSetupAnswer,
  }),
  /** A first code from the app turns it on. The session is replaced (new token, same cookie name). */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/account/two-factor/confirm',
    access: 'session',
    tag,
    summary: 'Turn two-factor sign-in on with a first code',
    description:
      'A code from the authenticator app turns it on. The session is replaced: a new token under the same cookie.',
    body: ZTwoFactorCodeRequest,
    answer: ZTwoFactorChangedAnswer,
  }),
  /** Ten new recovery codes (password required); the old ones stop working. */
  recoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/account/two-factor/recovery-codes',
    access: 'session',
    tag,
    summary: 'Make ten new recovery codes',
    description: 'Needs the current password; the earlier codes stop working.',
    body: ZTwoFactorPasswordRequest,
    answer: ZRecoveryCodesAnswer,
  }),
  /** Turns it off (password and a current code). */
  disable: defineEndpoint({
    method: 'POST',
    path: '/account/two-factor/disable',
    access: 'session',
    tag,
    summary: 'Turn two-factor sign-in off',
    description: 'Needs the current password and a current code (or a recovery code).',
    body: ZTwoFactorDisableRequest,
    answer: ZTwoFactorChangedAnswer,
  }),
  /** The code step of a sign-in: the browser that gave the password sends a code and is signed in. */
  signIn: defineEndpoint({
    method: 'POST',
    path: '/session/two-factor',
    access: 'public',
    tag: 'session',
    summary: 'Finish a sign-in with a two-factor code',
    description:
      'The code step after `POST /session` answered `twoFactorRequired`: the same browser (its pending sign-in cookie, valid 10 minutes) sends a code from the authenticator app or a recovery code and is signed in. Wrong codes count against the same limits as passwords.',
    body: ZTwoFactorCodeRequest,
    answer: ZSignedInAnswer,
  }),
  /** The caller's own sessions (device, address, last seen); end them with `DELETE session/{id}`. */
  sessions: defineEndpoint({
    method: 'GET',
    path: '/account/sessions',
    access: 'session',
    tag,
    summary: "List the user's sessions",
    description:
      "Each with its device (from the browser's user agent), address, last seen (kept to the minute) and whether it is this one. End one with `DELETE /session/{id}`, all others with `DELETE /session/others`.",
    answer: ZAccountSessionsAnswer,
  }),
  /** The Owner requires two-factor sign-in of every member (they must have it on themselves). */
  orgRequirement: defineEndpoint({
    method: 'PUT',
    path: '/org/:id/two-factor',
    access: 'org.requireTwoFactor',
    tag: 'orgs',
    summary: 'Require two-factor sign-in of every member',
    description:
      'Owner only, and only with two-factor sign-in on for the Owner. Members without it are led to set it up: organisation calls answer 403 `TWO_FACTOR_REQUIRED` until they do.',
    params: ZIdParam,
    body: ZOrgTwoFactorRequest,
    answer: ZOrgTwoFactorAnswer,
  }),
} as const;
