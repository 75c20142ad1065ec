import { z } from 'zod';
import { secretParam } from '../common/secret-params.ts';
import { canonicalLocale, LANGUAGE_CODE_PATTERN } from '../i18n/languages.ts';
import {
  ACCOUNT_TEXTS,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './account.constants.ts';

/** True when the password meets the policy: 8+ characters, a capital, a lowercase letter, a digit. */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

/** A required, trimmed, bounded name. */
export const ZPersonName = z
  .string({ error: ACCOUNT_TEXTS.required })
  .trim()
  .min(1, ACCOUNT_TEXTS.required)
  .max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters`);

/** An email address, trimmed and lower-cased so that one person has one account. */
export const ZEmail = z
  .string({ error: ACCOUNT_TEXTS.required })
  .trim()
  .min(1, ACCOUNT_TEXTS.required)
  .max(EMAIL_MAX_LENGTH, ACCOUNT_TEXTS.invalidEmail)
  .regex(EMAIL_PATTERN, ACCOUNT_TEXTS.invalidEmail)
  .transform((value) => value.toLowerCase());

/** A new password that meets the policy. */
export const ZNewPassword = z
  .string({ error: ACCOUNT_TEXTS.required })
  .min(1, ACCOUNT_TEXTS.required)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(meetsPasswordPolicy, ACCOUNT_TEXTS.passwordPolicy);

/** `POST account/register`. */
export const ZRegisterRequest = z.object({
  firstName: ZPersonName,
  lastName: ZPersonName,
  email: ZEmail,
  password: ZNewPassword,
  acceptTerms: z.literal(true, { error: ACCOUNT_TEXTS.termsRequired }),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** `POST account/register/verification/create`. */
export const ZVerificationCreateRequest = z.object({ email: ZEmail });

/** `POST account/register/verification/verify`. */
export const ZVerificationVerifyRequest = z.object({
  email: ZEmail,
  verificationCode: z
    .string({ error: ACCOUNT_TEXTS.required })
    .trim()
    .length(VERIFICATION_CODE_LENGTH, ACCOUNT_TEXTS.codeLength),
});
export type TVerificationVerifyRequest = z.infer<typeof ZVerificationVerifyRequest>;

/** `POST session` (sign in). The password is not policy-checked here: old ones must still work. */
export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z
    .string({ error: ACCOUNT_TEXTS.required })
    .min(1, ACCOUNT_TEXTS.required)
    .max(PASSWORD_MAX_LENGTH),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/** `POST account/password/forgot`: asks for a reset link by email. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail });

/** The code of a reset link: a secret wherever it travels in a path. */
const ZResetCode = secretParam(z.string().min(1).max(200));

/** `/update-password/{resetCode}` and `GET account/password/reset/{resetCode}` params. */
export const ZResetCodeParams = z.object({ resetCode: ZResetCode });

/** `POST account/password/reset`: sets a new password with the code from the link. */
export const ZResetPasswordRequest = z.object({
  resetCode: ZResetCode,
  password: ZNewPassword,
});

/** `PUT account/password`: changes the password with the current one. */
export const ZChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, ACCOUNT_TEXTS.required).max(PASSWORD_MAX_LENGTH),
  newPassword: ZNewPassword,
  /** End the user's other sessions (and their sockets); on unless the user keeps them. */
  signOutOtherSessions: z.boolean().default(true),
});

/**
 * A language choice (issue 33): a language tag such as `de`, `fr-CA` or the pseudo-locale `en-XA`,
 * canonical (`de-de` becomes `de-DE`). The server also checks that it has a pack for the language.
 */
export const ZUserLocale = z
  .string()
  .trim()
  .max(35, ACCOUNT_TEXTS.unknownLanguage)
  .transform((tag, ctx) => {
    const canonical = canonicalLocale(tag);
    if (!canonical || !LANGUAGE_CODE_PATTERN.test(canonical)) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_TEXTS.unknownLanguage });
      return z.NEVER;
    }
    return canonical;
  });

/**
 * `PUT user/profile`: the names on the profile tab and the language on the preferences tab;
 * `userLocale` left out keeps the choice, null goes back to the browser's language.
 */
export const ZUpdateProfileRequest = z.object({
  firstName: ZPersonName,
  lastName: ZPersonName,
  userLocale: ZUserLocale.nullable().optional(),
});
