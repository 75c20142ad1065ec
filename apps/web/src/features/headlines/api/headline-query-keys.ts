import { itemKeys } from '../../../components/item-list/item-search.ts';

/** Query keys of headlines: all start with the live entity type 'headline' (docs/web.md). */
export const headlineKeys = itemKeys('headline');
