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
    body: ZSignInRequest,
    answer: ZSignInAnswer,
  }),
  /** Holds nothing until the code proves the address. */
  register: defineEndpoint({
    method: 'POST',
    path: '/account/register',
    access: 'public',
    tag,
    body: ZRegisterRequest,
    answer: ZRegisteredAnswer,
  }),
  /** A new code; answers the same whether or not a registration exists. */
  newCode: defineEndpoint({
    method: 'POST',
    path: '/account/register/verification/create',
    access: 'public',
    tag,
    body: ZVerificationCreateRequest,
    answer: ZMailSentAnswer,
  }),
  /** The code proves the address: the account is made and signed in. */
  verify: defineEndpoint({
    method: 'POST',
    path: '/account/register/verification/verify',
    access: 'public',
    tag,
    body: ZVerificationVerifyRequest,
    answer: ZSignedInAnswer,
  }),
  /** Mails a reset link; answers the same whether or not the account exists. */
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/account/password/forgot',
    access: 'public',
    tag,
    body: ZForgotPasswordRequest,
    answer: ZMailSentAnswer,
  }),
  /** Whether a reset link still works (404 when not). */
  resetCode: defineEndpoint({
    method: 'GET',
    path: '/account/password/reset/:resetCode',
    access: 'public',
    tag,
    params: ZResetCodeParams,
    answer: ZResetCodeAnswer,
  }),
  /** Ends every session of the user. */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/account/password/reset',
    access: 'public',
    tag,
    body: ZResetPasswordRequest,
    answer: ZEnvelope,
  }),
} as const;
