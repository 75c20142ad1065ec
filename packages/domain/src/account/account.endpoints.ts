import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZEnvelope } from '../errors.ts';
import {
  ZAccountUsersAnswer,
  ZDefaultOrgAnswer,
  ZLoginInfoAnswer,
  ZProfileAnswer,
  ZUserDetailsAnswer,
} from './account.answers.ts';
import { ZChangePasswordRequest, ZUpdateProfileRequest } from './account.schemas.ts';

const tag = 'account';
const ZUserIdParam = z.object({ id: z.uuid('Invalid id') });

/** The signed-in user's own account and password; another user's id is a 404. */
export const ACCOUNT_ENDPOINTS = {
  /** Ends the other sessions unless the user keeps them. */
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/account/password',
    access: 'session',
    tag,
    summary: "Change the caller's password",
    description: 'Ends the other sessions of the user unless they choose to keep them.',
    body: ZChangePasswordRequest,
    answer: ZEnvelope,
  }),
  userDetails: defineEndpoint({
    method: 'GET',
    path: '/user/details/:id',
    access: 'session',
    tag: 'user',
    summary: "Read the caller's user details",
    params: ZUserIdParam,
    answer: ZUserDetailsAnswer,
  }),
  /** The name follows into the user's person in every organisation. */
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/user/profile',
    access: 'session',
    tag: 'user',
    summary: "Update the caller's profile",
    description: "The name follows into the user's person in every organisation.",
    body: ZUpdateProfileRequest,
    answer: ZProfileAnswer,
  }),
  /** The people the account is, across organisations. */
  accountUsers: defineEndpoint({
    method: 'GET',
    path: '/account/:id/users',
    access: 'session',
    tag,
    summary: "List the people the caller's account is, across organisations",
    params: ZUserIdParam,
    answer: ZAccountUsersAnswer,
  }),
  /** How the account signs in. */
  loginInfo: defineEndpoint({
    method: 'GET',
    path: '/account/get-login-info/:id',
    access: 'session',
    tag,
    summary: "Read how the caller's account signs in",
    params: ZUserIdParam,
    answer: ZLoginInfoAnswer,
  }),
  /** The organisation a new session opens in. */
  setDefaultOrg: defineEndpoint({
    method: 'PUT',
    path: '/account/defaultorg/:id',
    access: 'session',
    tag,
    summary: 'Set the organisation a new session opens in',
    params: ZUserIdParam,
    answer: ZDefaultOrgAnswer,
  }),
} as const;
