// The codes alone, without zod: the web's error policy (query-client.ts) reads them on the first
// page, where zod is not needed (decision 0030). errors.ts re-exports them beside the schemas.
/** Error and message codes shared by server and web (spec 002 §5, §8). */
export const MessageCode = {
  Required: 'VAL_REQUIRED',
  InvalidEmail: 'VAL_INVALID_EMAIL',
  Invalid: 'VAL_INVALID',
  TooLong: 'VAL_TOO_LONG',
  InvalidText: 'VAL_INVALID_TEXT',
  /** 002 §5: a US zip code that is not 5 digits or 5+4. */
  InvalidZipCode: 'VAL_INVALID_ZIP_CODE',
  /** 002 §5: a postal code not in its country's pattern. */
  InvalidPostalCode: 'VAL_INVALID_POSTAL_CODE',
  PasswordPolicy: 'VAL_PASSWORD_POLICY',
  PasswordMismatch: 'VAL_PASSWORD_MISMATCH',
  TermsRequired: 'VAL_TERMS_REQUIRED',
  CodeLength: 'VAL_CODE_LENGTH',
  CodeInvalid: 'VAL_CODE_INVALID',
  /** A code typed in a browser that holds no registration of the address (issue 28 point 3). */
  CodeOtherBrowser: 'VAL_CODE_OTHER_BROWSER',
  BadCredentials: 'AUTH_BAD_CREDENTIALS',
  EmailNotVerified: 'AUTH_EMAIL_NOT_VERIFIED',
  EmailTaken: 'AUTH_EMAIL_TAKEN',
  Unauthenticated: 'AUTH_REQUIRED',
  Forbidden: 'FORBIDDEN',
  /** The organisation requires two-factor sign-in and the person has not set it up (issue 28 point 7). */
  TwoFactorRequired: 'TWO_FACTOR_REQUIRED',
  /** The organisation requires single sign-on for the person's email domain; this session used a password (issue 34). */
  SsoRequired: 'SSO_REQUIRED',
  /** A first single sign-on made the account; it accepts the policy at /register-sso first. */
  SsoTermsRequired: 'SSO_TERMS_REQUIRED',
  /** A wrong or spent authenticator or recovery code. */
  TwoFactorCodeInvalid: 'VAL_TWO_FACTOR_CODE_INVALID',
  /** The sign-in's code step timed out or belongs to another browser: sign in again. */
  TwoFactorExpired: 'VAL_TWO_FACTOR_EXPIRED',
  CsrfMissing: 'CSRF_INVALID',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  Malformed: 'MALFORMED',
  /** The database gave up on the request (its watchdog); nothing was changed. */
  Unavailable: 'UNAVAILABLE',
  /** The operator has taken the instance down for maintenance (MAINTENANCE=1). */
  Maintenance: 'MAINTENANCE',
  Internal: 'INTERNAL',
} as const;
export type TMessageCode = (typeof MessageCode)[keyof typeof MessageCode];
