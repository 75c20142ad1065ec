import type { THeadlineSearchRequest } from '@cairn/domain/headlines/headlines.schemas';
import { itemKeys, type TItemSearchBody } from '../../../components/item-list/item-search.ts';

/** Query keys of headlines: all start with the live entity type 'headline' (docs/web.md). */
export const headlineKeys = itemKeys('headline');

/** The body of `POST headlines/search` as the web sends it. */
export type THeadlineSearchBody = TItemSearchBody<'createdAt' | 'title'> & {
  filters: Partial<Record<keyof NonNullable<THeadlineSearchRequest['filters']>, string[]>>;
};
