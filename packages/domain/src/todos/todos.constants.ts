import { ITEM_TEXTS } from '../items/items.constants.ts';

/** Limits, statuses and texts of To-Dos (spec 000 §3, §5, §9; 002 §3, §4). */

/** A new to-do is due this many days after today (000 §5, §9). */
export const TODO_DEFAULT_DUE_DAYS = 7;
/** One `POST todos` creates one to-do per owner, for at most this many owners. */
export const TODO_OWNERS_MAX = 100;

/**
 * To-do statuses (000 §3). A new to-do is `Pending`; completing it makes it `Done`, and
 * un-completing a done one makes it `NotDone`. `Removed` takes it off the meeting's list while
 * keeping it (deleting is separate and hides it everywhere).
 */
export const TODO_STATUSES = ['Pending', 'Done', 'NotDone', 'Removed'] as const;
export type TTodoStatus = (typeof TODO_STATUSES)[number];

/** Statuses of a to-do still to be done: only these can be overdue. */
export const OPEN_TODO_STATUSES = ['Pending', 'NotDone'] as const satisfies readonly TTodoStatus[];

/** How a status is shown: a to-do is shown Done or Not Done (002 §4); Removed ones say so. */
export const TODO_STATUS_LABELS: Record<TTodoStatus, string> = {
  Pending: 'Not Done',
  Done: 'Done',
  NotDone: 'Not Done',
  Removed: 'Removed',
};

export const TODO_TEXTS = {
  ...ITEM_TEXTS,
  needsMeeting: ITEM_TEXTS.needsMeeting('a to-do'),
  tooManyOwners: `At most ${TODO_OWNERS_MAX} owners`,
} as const;
