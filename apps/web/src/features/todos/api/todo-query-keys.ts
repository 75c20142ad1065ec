import type { TTodoSearchRequest } from '@cairn/domain/todos/todos.schemas';
import { itemKeys, type TItemSearchBody } from '../../../components/item-list/item-search.ts';

/** Query keys of to-dos: all start with the live entity type 'todo' (docs/web.md). */
export const todoKeys = itemKeys('todo');

/** The body of `POST todos/search` as the web sends it. */
export type TTodoSearchBody = TItemSearchBody<'dueDate' | 'title' | 'createdAt'> & {
  filters: Partial<Record<keyof NonNullable<TTodoSearchRequest['filters']>, string[]>>;
};
