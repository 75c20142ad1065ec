import type { TIssueSearchRequest } from '@cairn/domain/issues/issues.schemas';
import { itemKeys, type TItemSearchBody } from '../../../components/item-list/item-search.ts';

/** Query keys of issues: all start with the live entity type 'issue' (docs/web.md). */
export const issueKeys = {
  ...itemKeys('issue'),
  /** The meetings an issue can move to for one owner; an issue change refreshes them. */
  moveDestinations: (id: string, ownerId: string) => ['issue', id, 'move-destinations', ownerId] as const,
};

/** The body of `POST issues/search` as the web sends it. */
export type TIssueSearchBody = TItemSearchBody<'priority' | 'title' | 'createdAt'> & {
  filters: Partial<Record<keyof NonNullable<TIssueSearchRequest['filters']>, string[]>>;
};
