import { itemKeys } from '../../../components/item-list/item-search.ts';

/** Query keys of rocks: all start with the live entity type 'rock' (docs/web.md). */
export const rockKeys = {
  ...itemKeys('rock'),
  /** The delegation chain of one rock (`GET rock/{id}/delegates`); a live rock event refreshes it. */
  delegates: (id: string) => ['rock', id, 'delegates'] as const,
};
