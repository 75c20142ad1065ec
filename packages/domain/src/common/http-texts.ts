/**
 * The server's general answers (its HTTP layer and plugins): English here, each a `msg.http.*` key
 * of the packs, written in the asker's language when the answer goes out (decision 0039).
 */
export const HTTP_TEXTS = {
  forbidden: 'You do not have permission to do this.',
  conflict: 'This item was changed by someone else. Reload it and try again.',
  unauthenticated: 'Please sign in to continue.',
  chooseOrg: 'Choose or create an organization first.',
  databaseTimeout:
    'The database took too long to answer, so nothing was changed. Please try again in a moment.',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  malformed: 'The request could not be read. Check what was sent.',
  tooSlow: 'The request took too long.',
  internal: "We're sorry, but something went wrong. Please try again later.",
  pageNotFound: 'Not found.',
  csrf: 'Your session could not be confirmed. Refresh the page and try again.',
  maintenance:
    'Cairn is temporarily down for maintenance. Nothing you saved is affected; please try again soon.',
} as const;

/** The things a 404 names (`The meeting could not be found.`): each has its own key in every language. */
export const NOT_FOUND_NOUNS = [
  'item',
  'organization',
  'meeting',
  'person',
  'webhook',
  'user',
  'payment method',
  'issue',
  'scorecard',
  'notification',
  'logo',
  'invitation',
  'image',
  'delivery',
  'avatar',
  'single sign-on',
  'session',
  'section',
  'seat',
  'rock',
  'headline',
  'to-do',
  'quarterly session',
  'measurable',
  'learning item',
  'folder',
  'export',
  'access token',
  'revision',
  'V/TO',
  'chart',
] as const;

/** The 404 text of a thing (never says whether it exists elsewhere). */
export const notFoundText = (what: string) => `The ${what} could not be found.`;
