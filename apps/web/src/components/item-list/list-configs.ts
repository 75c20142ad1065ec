import { OPEN_HEADLINE_STATUSES } from '@cairn/domain/headlines/headlines.constants';
import type { TItemListConfig } from './use-item-list-search.ts';

// The status filters and order of each item type's lists: plain data, so the routes' prefetchers
// (which start a page's first calls before its code has run) import them without the lists' code.

/** Which to-dos a list shows by status. */
export type TTodoListStatus = 'open' | 'done';

export type TTodoSort = 'dueDate' | 'createdAt';

/** The status filters of to-do lists and their order: by due date, then age. */
export const TODO_LIST_CONFIG: TItemListConfig<TTodoListStatus, TTodoSort> = {
  initialStatus: 'open',
  statusOptions: [
    { value: 'open', label: 'Open', statuses: ['Pending', 'NotDone'] },
    { value: 'done', label: 'Done', statuses: ['Done'] },
  ],
  sorts: [
    { property: 'dueDate', ascending: true },
    { property: 'createdAt', ascending: true },
  ],
};

/** Which rocks a list shows by status: still running, or settled one way or another. */
export type TRockListStatus = 'open' | 'finished';

export type TRockSort = 'dueDate' | 'title';

/**
 * The status filters of rock lists (002 §3: Open is On track and Off track; Finished is Done,
 * Not done, Closed and Non-Rock) and their order: by due date, then title.
 */
export const ROCK_LIST_CONFIG: TItemListConfig<TRockListStatus, TRockSort> = {
  initialStatus: 'open',
  statusOptions: [
    { value: 'open', label: 'Open', statuses: ['OnTrack', 'OffTrack'] },
    { value: 'finished', label: 'Finished', statuses: ['Done', 'NotDone', 'Closed', 'NonRock'] },
  ],
  sorts: [
    { property: 'dueDate', ascending: true },
    { property: 'title', ascending: true },
  ],
};

/** Which issues a list shows by status. */
export type TIssueListStatus = 'open' | 'solved';

/** The status filters of issue lists and the order they list in (the server's: rank, then age). */
export const ISSUE_LIST_CONFIG: TItemListConfig<TIssueListStatus, 'priority' | 'createdAt'> = {
  initialStatus: 'open',
  statusOptions: [
    { value: 'open', label: 'Open', statuses: ['Open'] },
    { value: 'solved', label: 'Solved', statuses: ['Solved'] },
  ],
  sorts: [
    { property: 'priority', ascending: true },
    { property: 'createdAt', ascending: true },
  ],
};

/** Which headlines a list shows by review status (002 §4). */
export type THeadlineListStatus = 'toReview' | 'reviewed' | 'removed';

/** The review-status filters of headline lists, and their order: oldest first, as they were shared. */
export const HEADLINE_LIST_CONFIG: TItemListConfig<THeadlineListStatus, 'createdAt' | 'title'> = {
  initialStatus: 'toReview',
  statusOptions: [
    { value: 'toReview', label: 'To review', statuses: [...OPEN_HEADLINE_STATUSES] },
    { value: 'reviewed', label: 'Reviewed', statuses: ['Reviewed'] },
    { value: 'removed', label: 'Removed', statuses: ['Removed'] },
  ],
  sorts: [
    { property: 'createdAt', ascending: true },
    { property: 'title', ascending: true },
  ],
};
