import { itemKeys } from '../../../components/item-list/item-search.ts';

/** Query keys of to-dos: all start with the live entity type 'todo' (docs/web.md). */
export const todoKeys = itemKeys('todo');
