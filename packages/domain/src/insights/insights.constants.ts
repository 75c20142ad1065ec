/*
 * Insights (issue 32; spec 000 §2.1 `/insights`, §9 flag Insights): how the team is doing, in
 * the figures EOS itself sets goals for. The goals and limits live here once, for the server's
 * queries, the page's reference lines and the tests.
 */

/** What a period of a series is: an organisation week (its week start) or a calendar quarter. */
export const INSIGHTS_PERIODS = ['week', 'quarter'] as const;
export type TInsightsPeriod = (typeof INSIGHTS_PERIODS)[number];

/** Whose figures: the organisation's (what the caller may read) or one meeting's. */
export const INSIGHTS_SCOPES = ['org', 'meeting'] as const;
export type TInsightsScope = (typeof INSIGHTS_SCOPES)[number];

/** The default span: the last 13 weeks (one quarter of weekly meetings). */
export const DEFAULT_INSIGHTS_WEEKS = 13;
/** The default span when the period is a quarter: the last four quarters. */
export const DEFAULT_INSIGHTS_QUARTERS = 4;
/** The longest span a call may ask for, in years: more would be a report, not a chart. */
export const INSIGHTS_MAX_YEARS = 3;

/** EOS: 90% of a week's to-dos done. */
export const TODO_COMPLETION_GOAL = 90;
/** EOS: 80% of a quarter's rocks done. */
export const ROCK_COMPLETION_GOAL = 80;
/** A meeting rating of 8 or better is a good meeting. */
export const GOOD_MEETING_RATING = 8;
/** A meeting started or ended within this many minutes after its time counts as on time. */
export const ON_TIME_GRACE_MINUTES = 5;
/** A meeting started up to this many minutes before its scheduled time also started on time. */
export const EARLY_START_MINUTES = 30;

/** Messages of the insights query (422 names the field). */
export const INSIGHTS_TEXTS = {
  fromAfterTo: 'The start of the period must be on or before its end',
  tooLong: `The period can be at most ${INSIGHTS_MAX_YEARS} years`,
  meetingRequired: 'Choose a meeting',
  meetingOnlyForMeetingScope: 'A meeting is chosen only with the meeting scope',
} as const;
