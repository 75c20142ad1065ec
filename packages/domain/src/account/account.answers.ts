import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { ROLES } from '../permissions/roles.ts';

/*
 * The answers of the account routes, apart from the request schemas that the sign-in page loads:
 * the web reads these answers through their types only.
 */

/** `POST session/two-factor`, `POST account/register/verification/verify`: the bearer token of the new session. */
export const ZSignedInAnswer = ZEnvelope.extend({ token: z.string(), userId: z.string() });

/**
 * `POST session`: the new session's token; or, for a person with two-factor sign-in, no session
 * yet (`twoFactorRequired`, empty token): the code step (`POST session/two-factor`) follows in
 * this browser, which now holds the pending sign-in's cookie.
 */
export const ZSignInAnswer = ZEnvelope.extend({
  token: z.string(),
  userId: z.string(),
  twoFactorRequired: z.boolean(),
});

/** `POST account/register`: the code is on its way. */
export const ZRegisteredAnswer = ZEnvelope.extend({
  email: z.string(),
  verificationRequired: z.boolean(),
});
/** `POST account/register/verification/create`, `POST account/password/forgot`: the address written to. */
export const ZMailSentAnswer = ZEnvelope.extend({ email: z.string() });
/** `GET account/password/reset/{code}`: the link still works. */
export const ZResetCodeAnswer = ZEnvelope.extend({ isValid: z.boolean() });

/** `GET user/details/{id}`: the signed-in user's own account. */
export const ZUserDetailsAnswer = ZEnvelope.extend({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    defaultOrgId: z.string().nullable(),
    createdAt: z.string(),
  }),
});
/** `PUT user/profile`: the names as saved. */
export const ZProfileAnswer = ZEnvelope.extend({
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** The stored language choice; null follows the browser. */
    userLocale: z.string().nullable(),
  }),
});
/** `GET account/{id}/users`: the people the account is, one per organisation. */
export const ZAccountUsersAnswer = ZEnvelope.extend({
  users: z.array(
    z.object({
      id: z.string(),
      orgId: z.string(),
      orgName: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      role: z.enum(ROLES),
      hasLicense: z.boolean(),
    }),
  ),
});
/** `GET account/get-login-info/{id}`: how the account signs in; never a hash or a token. */
export const ZLoginInfoAnswer = ZEnvelope.extend({
  loginInfo: z.object({
    userId: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    signInMethods: z.array(z.string()),
    activeSessions: z.number().int(),
    lastSignInAt: z.string().nullable(),
    createdAt: z.string(),
  }),
});
/** `PUT account/defaultorg/{id}`. */
export const ZDefaultOrgAnswer = ZEnvelope.extend({ defaultOrgId: z.uuid() });
