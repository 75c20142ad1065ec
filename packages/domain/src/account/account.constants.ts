/** Limits and texts of sign-in and registration (spec 002 §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only guards the hasher. */
export const PASSWORD_MAX_LENGTH = 256;
export const VERIFICATION_CODE_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Verification codes and reset links stay valid this long. */
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const RESET_CODE_TTL_MINUTES = 60;
/** Wrong verification codes allowed per address and client within the window, then 429. */
export const VERIFICATION_GUESS_LIMIT = 10;
export const VERIFICATION_GUESS_WINDOW_MINUTES = 15;
/** A new code (resend, or a sign-in before verifying) at most once a minute per address and client. */
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;
/** At most this many code emails to one address an hour, whoever asks (no mail bombing). */
export const VERIFICATION_MAILS_PER_HOUR = 10;

export const ACCOUNT_TEXTS = {
  passwordPolicy:
    'Your password must be at least 8 characters long and contain at least one capital letter, one lowercase letter and one number.',
  passwordMismatch: 'The password fields must match.',
  badCredentials: 'Invalid email or password. Please try again.',
  termsRequired: 'You must agree with terms & conditions.',
  codeLength: 'Your verification code should be 6 characters long.',
  codeInvalid: 'Provided verification code is invalid.',
  codeOtherBrowser:
    'Enter the code in the browser where you registered, or sign in here first with your email and password.',
  required: 'Required',
  invalidEmail: 'Invalid Email',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  emailNotVerified: 'Please verify your email address with the code we sent you.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  tooManyCodeGuesses: 'Too many wrong codes. Please wait 15 minutes and try again.',
  codeResendTooSoon: 'We sent a code moments ago. Please wait a minute before asking for another.',
  codeMailLimit: 'Too many codes were sent to this address. Please try again in an hour.',
  currentPasswordWrong: 'Your current password is not correct.',
  resetExpired: 'This password reset link has expired or was already used.',
  noOrganization: 'You are not part of an organization. Create a new one to use Cairn.',
  unknownLanguage: 'Cairn has no language pack for this language.',
} as const;

/** Basic email pattern from spec 002 §5: local part, at sign, domain, TLD of two or more letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

/**
 * The header each browser tab sends with its own id (002 §3, §7: the session context id, kept
 * per tab); `PUT session/org/{id}` with it switches that tab's organisation only.
 */
export const SESSION_CONTEXT_HEADER = 'x-session-context-id';
/** A context id the server accepts: 8-64 letters, digits, `-` or `_` (a UUID fits); others are ignored. */
export const SESSION_CONTEXT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
