import { ITEM_TEXTS } from '../items/items.constants.ts';

/** Statuses, limits and texts of Headlines (spec 001 §2-§9; 002 §4). */

/**
 * Review statuses (000 §3): a new headline is to be reviewed in the meeting; `Pending` is one the
 * team looked at and parked for a later meeting (still open, shown under To review).
 */
export const HEADLINE_STATUSES = ['ToReview', 'Reviewed', 'Pending', 'Removed'] as const;
export type THeadlineStatus = (typeof HEADLINE_STATUSES)[number];

/** How a review status is shown (002 §4). */
export const HEADLINE_STATUS_LABELS: Record<THeadlineStatus, string> = {
  ToReview: 'To review',
  Reviewed: 'Reviewed',
  Pending: 'Pending',
  Removed: 'Removed',
};

/** The statuses of a headline still to be reviewed: the To review lists show both. */
export const OPEN_HEADLINE_STATUSES = ['ToReview', 'Pending'] as const satisfies readonly THeadlineStatus[];

/** One cascade creates at most this many copies. */
export const HEADLINE_CASCADE_TARGETS_MAX = 100;

export const HEADLINE_TEXTS = {
  ...ITEM_TEXTS,
  needsMeeting: ITEM_TEXTS.needsMeeting('a headline'),
  oneOwner: 'A headline has one owner: choose one person.',
  cascadeOff: 'Cascading headlines is not enabled.',
  cascadeNeedsTarget: 'Add at least one owner and meeting to cascade to.',
  tooManyTargets: `At most ${HEADLINE_CASCADE_TARGETS_MAX} rows`,
  cascadeToItself: 'This owner already has the headline in this meeting.',
  cascaded: (count: number) => `Headline cascaded to ${count} ${count === 1 ? 'owner' : 'owners'}.`,
} as const;
