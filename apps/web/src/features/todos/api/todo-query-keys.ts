import type { TTodoSearchRequest } from '@cairn/domain/todos/todos.schemas';

/** Query keys of to-dos: all start with the live entity type 'todo' (docs/web.md). */
export const todoKeys = {
  all: ['todo'] as const,
  one: (id: string) => ['todo', id] as const,
  byIds: (ids: readonly string[]) => ['todo', 'ids', [...ids]] as const,
  search: (body: TTodoSearchBody) => ['todo', 'search', body] as const,
};

/** The body of `POST todos/search` as the web sends it. */
export type TTodoSearchBody = {
  startIndex: number;
  endIndex: number;
  includeTotalCount: boolean;
  filters: Partial<Record<keyof NonNullable<TTodoSearchRequest['filters']>, string[]>>;
  sorts: { property: 'dueDate' | 'title' | 'createdAt'; ascending: boolean }[];
};
