/** Limits and texts of the quarterly session (issue 32; docs/insights-and-learning.md). */

/** What becomes of a rock of the closed quarter: kept as marked, carried into the next quarter, or dropped to the issues list. */
export const QUARTERLY_NEXT_STEPS = ['keep', 'carry', 'drop'] as const;
export type TQuarterlyNextStep = (typeof QUARTERLY_NEXT_STEPS)[number];

/** The verdict a rock gets at the turn of the quarter (the two closing statuses of a rock). */
export const QUARTERLY_VERDICTS = ['Done', 'NotDone'] as const;
export type TQuarterlyVerdict = (typeof QUARTERLY_VERDICTS)[number];

/** One session decides at most this many rocks and adds at most this many new ones. */
export const QUARTERLY_DECISIONS_MAX = 200;
export const QUARTERLY_NEW_ROCKS_MAX = 50;
/** Past sessions the page lists under the current one. */
export const QUARTERLY_RECENT_MAX = 4;
/**
 * Until this many days into a quarter the session closes the quarter before (a team meets in the
 * first weeks of the new quarter); from then on it closes the current one.
 */
export const QUARTERLY_CLOSE_PREVIOUS_DAYS = 45;

export const QUARTERLY_TEXTS = {
  off: 'The quarterly session is turned off on this server.',
  chooseQuarter: 'Choose a quarter such as 2026-Q3',
  chooseVerdict: 'Choose Done or Not done',
  chooseNextStep: 'Choose keep, carry or drop',
  doneNotCarried: 'A done rock is neither carried nor dropped',
  notThisQuarter: 'This rock is not one of the quarter’s rocks of this meeting',
  decidedTwice: 'This rock is decided twice',
  chooseAttendees: 'Choose who attended',
  notAPerson: 'Someone chosen is not a person of this organisation',
  ended: 'This quarterly session has ended.',
  tooMany: (what: string, max: number) => `At most ${max} ${what}`,
} as const;
