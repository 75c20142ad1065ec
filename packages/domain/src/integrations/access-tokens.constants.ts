/** Personal access tokens (issue 36 point 2): what they look like and their limits. */
export const ACCESS_TOKEN_PREFIX = 'cairn_pat_';

export const ACCESS_TOKEN_LIMITS = {
  nameMaxLength: 100,
  /** The longest a token may live; "never" is allowed too (null). */
  maxExpiresInDays: 365,
  /** Live (unrevoked) tokens one person may hold in one organisation. */
  maxPerPerson: 50,
  /** How many characters after the prefix the list shows, so a person can tell tokens apart. */
  shownPrefixLength: 6,
  /** Requests a token may make per minute unless ACCESS_TOKEN_RATE_LIMIT says otherwise. */
  defaultRatePerMinute: 600,
} as const;

/** The choices the create form offers (days; null = no expiry). */
export const ACCESS_TOKEN_EXPIRY_CHOICES = [7, 30, 90, 365, null] as const;

export const ACCESS_TOKEN_TEXTS = {
  nameRequired: 'Give the token a name.',
  nameTooLong: `A name has at most ${ACCESS_TOKEN_LIMITS.nameMaxLength} characters.`,
  expiryInvalid: `A token lasts 1 to ${ACCESS_TOKEN_LIMITS.maxExpiresInDays} days, or does not expire.`,
  scopesRequired: 'Choose at least one scope.',
  scopeInvalid: 'Unknown scope.',
  tooMany: `You can hold at most ${ACCESS_TOKEN_LIMITS.maxPerPerson} tokens in an organization. Revoke one first.`,
  turnedOff: 'Access tokens are turned off for this organization.',
  invalid: 'This access token is not valid.',
  revoked: 'This access token was revoked.',
  expired: 'This access token has expired.',
  noLongerMember: 'The person of this access token is no longer in its organization.',
  notForTokens: 'Access tokens cannot make this call; sign in to do it.',
  missingScope: (scope: string) => `This access token lacks the scope "${scope}".`,
  rateLimited: 'This access token made too many requests. Try again in a minute.',
} as const;
