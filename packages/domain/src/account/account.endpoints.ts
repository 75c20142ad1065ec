import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZEnvelope } from '../errors.ts';
import {
  ZAccountUsersAnswer,
  ZDefaultOrgAnswer,
  ZLoginInfoAnswer,
  ZMailSentAnswer,
  ZProfileAnswer,
  ZRegisteredAnswer,
  ZResetCodeAnswer,
  ZUserDetailsAnswer,
} from './account.answers.ts';
import {
  ZChangePasswordRequest,
  ZForgotPasswordRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUpdateProfileRequest,
  ZVerificationCreateRequest,
  ZVerificationVerifyRequest,
} from './account.schemas.ts';
import { ZSignedInAnswer } from './session.schemas.ts';

const tag = 'account';
const ZUserIdParam = z.object({ id: z.uuid('Invalid id') });

/**
 * Registration with an emailed code (002 §5, §7), the password (forgot, reset, change) and the
 * signed-in user's own account; another user's id is a 404.
 */
export const ACCOUNT_ENDPOINTS = {
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
    params: z.object({ resetCode: z.string().min(1).max(200) }),
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
  /** Ends the other sessions unless the user keeps them. */
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/account/password',
    access: 'session',
    tag,
    body: ZChangePasswordRequest,
    answer: ZEnvelope,
  }),
  userDetails: defineEndpoint({
    method: 'GET',
    path: '/user/details/:id',
    access: 'session',
    tag: 'user',
    params: ZUserIdParam,
    answer: ZUserDetailsAnswer,
  }),
  /** The name follows into the user's person in every organisation. */
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/user/profile',
    access: 'session',
    tag: 'user',
    body: ZUpdateProfileRequest,
    answer: ZProfileAnswer,
  }),
  /** The people the account is, across organisations. */
  accountUsers: defineEndpoint({
    method: 'GET',
    path: '/account/:id/users',
    access: 'session',
    tag,
    params: ZUserIdParam,
    answer: ZAccountUsersAnswer,
  }),
  /** How the account signs in. */
  loginInfo: defineEndpoint({
    method: 'GET',
    path: '/account/get-login-info/:id',
    access: 'session',
    tag,
    params: ZUserIdParam,
    answer: ZLoginInfoAnswer,
  }),
  /** The organisation a new session opens in. */
  setDefaultOrg: defineEndpoint({
    method: 'PUT',
    path: '/account/defaultorg/:id',
    access: 'session',
    tag,
    params: ZUserIdParam,
    answer: ZDefaultOrgAnswer,
  }),
} as const;
