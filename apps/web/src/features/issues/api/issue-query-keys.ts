import { itemKeys } from '../../../components/item-list/item-search.ts';

/** Query keys of issues: all start with the live entity type 'issue' (docs/web.md). */
export const issueKeys = {
  ...itemKeys('issue'),
  /** The meetings an issue can move to for one owner; an issue change refreshes them. */
  moveDestinations: (id: string, ownerId: string) => ['issue', id, 'move-destinations', ownerId] as const,
};
