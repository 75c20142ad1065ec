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

export const ACCOUNT_TEXTS = {
  passwordPolicy:
    'Your password must be at least 8 characters long and contain at least one capital letter, one lowercase letter and one number.',
  passwordMismatch: 'The password fields must match.',
  badCredentials: 'Invalid email or password. Please try again.',
  termsRequired: 'You must agree with terms & conditions.',
  codeLength: 'Your verification code should be 6 characters long.',
  codeInvalid: 'Provided verification code is invalid.',
  required: 'Required',
  invalidEmail: 'Invalid Email',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  emailNotVerified: 'Please verify your email address with the code we sent you.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  currentPasswordWrong: 'Your current password is not correct.',
  resetExpired: 'This password reset link has expired or was already used.',
  noOrganization: 'You are not part of an organization. Create a new one to use Cairn.',
} as const;

/** Basic email pattern from spec 002 §5: local part, at sign, domain, TLD of two or more letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
