import { defineEndpoint } from '../common/endpoint.ts';
import { ZEnvelope } from '../errors.ts';
import {
  ZMailSentAnswer,
  ZRegisteredAnswer,
  ZResetCodeAnswer,
  ZSignedInAnswer,
  ZSignInAnswer,
} from './account.answers.ts';
import {
  ZForgotPasswordRequest,
  ZRegisterRequest,
  ZResetCodeParams,
  ZResetPasswordRequest,
  ZSignInRequest,
  ZVerificationCreateRequest,
  ZVerificationVerifyRequest,
} from './account.schemas.ts';

const tag = 'account';

/**
 * What a signed-out visitor calls: sign-in, registration with an emailed code (002 §5, §7) and
 * the forgotten password. Kept apart so the sign-in page loads only these.
 */
export const SIGNED_OUT_ENDPOINTS = {
  /** Sets the session cookies; with two-factor sign-in, the pending sign-in's cookie instead. */
  signIn: defineEndpoint({
    method: 'POST',
    path: '/session',
    access: 'public',
    tag: 'session',
    summary: 'Sign in with email and password',
    description:
      'Sets the httpOnly `cairn_session` cookie and the readable `cairn_csrf` cookie (a browser sends the latter back in `x-csrf-token` on every change). A client that is not a browser takes the `cairn_session` value from `Set-Cookie` and sends it as `Authorization: Bearer <token>`. A person with two-factor sign-in gets no session yet: the answer says `twoFactorRequired` and sets a pending sign-in cookie that `POST /session/two-factor` completes with a code. Rate limited per client.',
    body: ZSignInRequest,
    bodyExample: { email: 'dana@example.com', password: 'correct horse battery staple' },
    answer: ZSignInAnswer,
  }),
  /** Holds nothing until the code proves the address. */
  register: defineEndpoint({
    method: 'POST',
    path: '/account/register',
    access: 'public',
    tag,
    summary: 'Register an account',
    description:
      'Holds nothing until the emailed code proves the address (`POST /account/register/verification/verify`).',
    body: ZRegisterRequest,
    answer: ZRegisteredAnswer,
  }),
  /** A new code; answers the same whether or not a registration exists. */
  newCode: defineEndpoint({
    method: 'POST',
    path: '/account/register/verification/create',
    access: 'public',
    tag,
    summary: 'Send a new registration code',
    description: 'Answers the same whether or not a registration exists.',
    body: ZVerificationCreateRequest,
    answer: ZMailSentAnswer,
  }),
  /** The code proves the address: the account is made and signed in. */
  verify: defineEndpoint({
    method: 'POST',
    path: '/account/register/verification/verify',
    access: 'public',
    tag,
    summary: 'Verify a registration with its emailed code',
    description: 'The account is made and signed in.',
    body: ZVerificationVerifyRequest,
    answer: ZSignedInAnswer,
  }),
  /** Mails a reset link; answers the same whether or not the account exists. */
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/account/password/forgot',
    access: 'public',
    tag,
    summary: 'Request a password reset link',
    description: 'Answers the same whether or not the account exists.',
    body: ZForgotPasswordRequest,
    answer: ZMailSentAnswer,
  }),
  /** Whether a reset link still works (404 when not). */
  resetCode: defineEndpoint({
    method: 'GET',
    path: '/account/password/reset/:resetCode',
    access: 'public',
    tag,
    summary: 'Check whether a password reset link still works',
    description: '404 when it does not.',
    params: ZResetCodeParams,
    answer: ZResetCodeAnswer,
  }),
  /** Ends every session of the user. */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/account/password/reset',
    access: 'public',
    tag,
    summary: 'Set a new password with a reset code',
    description: 'Ends every session of the user.',
    body: ZResetPasswordRequest,
    answer: ZEnvelope,
  }),
} as const;
