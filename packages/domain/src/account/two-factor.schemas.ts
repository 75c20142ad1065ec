import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { PASSWORD_MAX_LENGTH } from './account.constants.ts';
import { TWO_FACTOR_CODE_MAX_LENGTH, TWO_FACTOR_TEXTS } from './two-factor.constants.ts';

/** The current password, asked before any change to two-factor sign-in. */
const ZCurrentPassword = z
  .string({ error: TWO_FACTOR_TEXTS.passwordWrong })
  .min(1, 'Required')
  .max(PASSWORD_MAX_LENGTH);

/** An authenticator code (6 digits) or a recovery code; spaces are ignored. */
export const ZTwoFactorCode = z
  .string({ error: TWO_FACTOR_TEXTS.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_TEXTS.codeRequired)
      .max(TWO_FACTOR_CODE_MAX_LENGTH, TWO_FACTOR_TEXTS.codeInvalid),
  );

/** `POST account/two-factor/enable`, `POST account/two-factor/recovery-codes`. */
export const ZTwoFactorPasswordRequest = z.object({ password: ZCurrentPassword });
export type TTwoFactorPasswordRequest = z.infer<typeof ZTwoFactorPasswordRequest>;

/** `POST account/two-factor/confirm`, `POST session/two-factor`. */
export const ZTwoFactorCodeRequest = z.object({ code: ZTwoFactorCode });
export type TTwoFactorCodeRequest = z.input<typeof ZTwoFactorCodeRequest>;

/** `POST account/two-factor/disable`: the password and a current code. */
export const ZTwoFactorDisableRequest = z.object({ password: ZCurrentPassword, code: ZTwoFactorCode });
export type TTwoFactorDisableRequest = z.input<typeof ZTwoFactorDisableRequest>;

/** `GET account/two-factor`: whether sign-in asks for a code, and which organisations require it. */
export const ZTwoFactorStatusAnswer = ZEnvelope.extend({
  twoFactor: z.object({
    isEnabled: z.boolean(),
    /** The names of the caller's organisations that require two-factor sign-in. */
    requiredBy: z.array(z.string()),
  }),
});

/**
 * `POST account/two-factor/enable`: what the authenticator app needs. Nothing is on until a first
 * code is confirmed; the recovery codes are shown this once.
 */
export const ZTwoFactorSetupAnswer = ZEnvelope.extend({
  /** The `otpauth://` address the QR code holds. */
  totpUri: z.string(),
  /** The secret as base32 text, for typing into an app that cannot scan. */
  secret: z.string(),
  recoveryCodes: z.array(z.string()),
});

/** `POST account/two-factor/recovery-codes`: ten new codes (the old ones stop working). */
export const ZRecoveryCodesAnswer = ZEnvelope.extend({ recoveryCodes: z.array(z.string()) });

/** Confirming or turning off replaces the session (its token changes; the cookie follows). */
export const ZTwoFactorChangedAnswer = ZEnvelope.extend({ token: z.string() });

/** One of the caller's sessions as account settings list it. */
export const ZAccountSession = z.object({
  id: z.uuid(),
  /** Browser and system read from the user agent, e.g. "Chrome 120 on macOS"; "Unknown device" without one. */
  device: z.string(),
  /** The client address last seen (a place name needs a lookup Cairn does not make). */
  ipAddress: z.string().nullable(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
  /** The session making this request. */
  isCurrent: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

/** `GET account/sessions`: the caller's live sessions, the current one first, then by last seen. */
export const ZAccountSessionsAnswer = ZEnvelope.extend({ sessions: z.array(ZAccountSession) });

/** `PUT org/{id}/two-factor`: the Owner requires two-factor sign-in of every member, or stops. */
export const ZOrgTwoFactorRequest = z.object({ requireTwoFactor: z.boolean() });
export const ZOrgTwoFactorAnswer = ZEnvelope.extend({ requireTwoFactor: z.boolean() });
