/**
 * Texts for strings the database cannot store: a NUL character (U+0000) or half of a UTF-16
 * surrogate pair. Every string field of every request is checked (issue 7 point 5).
 */
export const TEXT_TEXTS = {
  invalidText:
    'This text contains a character that cannot be saved (a NUL character or a broken character). Remove it and try again.',
  /** A request whose URL is longer than the server reads, named on the longest query field. */
  requestLineTooLong: 'This list is too long to send in one request. Ask for fewer at once.',
  /** The request's headers (cookies ...) are larger than the server reads. */
  headersTooLarge: 'The request headers are too large.',
} as const;
