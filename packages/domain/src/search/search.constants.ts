/** Search paging constants (spec 002 §3 Search, §9). */

/** Rows a list shows per page. */
export const SEARCH_PAGE_SIZE = 25;
/** Rows a list asks for at once (its buffer). */
export const SEARCH_BUFFER_SIZE = 100;
/** `endIndex` when a request leaves it out. */
export const SEARCH_END_INDEX_DEFAULT = 100;
/** The widest window one request may ask for (the meeting selector's buffer, 002 §9). */
export const SEARCH_WINDOW_MAX = 1000;
/** How long a list waits after typing before it searches, in ms. */
export const SEARCH_DEBOUNCE_MS = 300;
/** At most this many sort keys per request. */
export const SEARCH_SORTS_MAX = 5;
/** The longest text a `text-search` filter takes. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

export const SEARCH_TEXTS = {
  endBeforeStart: 'endIndex must not be smaller than startIndex',
  windowTooWide: (max: number) => `At most ${max} items per request`,
  unknownSort: (allowed: readonly string[]) => `Sort by one of: ${allowed.join(', ')}`,
  oneValue: 'Give exactly one value',
  trueOrFalse: "Give 'true' or 'false'",
  twoDates: 'Give two dates, the first day and the last',
  lastBeforeFirst: 'The last day must not be before the first',
} as const;
