/** Limits and texts of two-factor sign-in and the sessions list (issue 28 point 7). */

/** An authenticator app's code: 6 digits every 30 seconds (RFC 6238, what every app shows). */
export const TOTP_CODE_LENGTH = 6;
/** Recovery codes made at once; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** The longest code the code fields take (a recovery code is `xxxxx-xxxxx`). */
export const TWO_FACTOR_CODE_MAX_LENGTH = 32;
/** How long the code step of a sign-in waits after the password, in seconds. */
export const TWO_FACTOR_PENDING_SECONDS = 600;
/** Wrong codes in a row, from any address, that lock an account's code step for 15 minutes. */
export const TWO_FACTOR_ACCOUNT_LOCK_AFTER = 20;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Cairn';
/** A session's "last seen" is written at most this often. */
export const SESSION_LAST_SEEN_INTERVAL_MS = 60_000;

export const TWO_FACTOR_TEXTS = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeInvalid: 'This code is not correct. Check the time on your phone and try the newest code.',
  pendingExpired: 'Your sign-in timed out. Please sign in again with your email and password.',
  tooManyCodes: 'Too many wrong codes. Please wait a minute and sign in again.',
  accountLocked: 'Too many wrong codes for this account. Please try again in 15 minutes.',
  alreadyOn: 'Two-factor sign-in is already on for your account.',
  notOn: 'Two-factor sign-in is not on for your account.',
  notStarted: 'Start again: enter your password to get a new QR code.',
  passwordWrong: 'Your password is not correct.',
  ownerNeedsIt: 'Turn on two-factor sign-in for your own account first, so that you are not locked out.',
  required: 'Your organization requires two-factor sign-in. Set it up in your account settings to continue.',
} as const;
