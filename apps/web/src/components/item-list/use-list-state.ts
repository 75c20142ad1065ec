import { SEARCH_DEBOUNCE_MS } from '@cairn/domain/search/search.constants';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TItemScope } from './item-list-filters.tsx';

const SCOPES: readonly TItemScope[] = ['mine', 'everyone'];

/** What a list starts with, and the name its state takes in the address (e.g. `todos`). */
type TListStateOptions<TStatus extends string> = {
  scope: TItemScope;
  status: TStatus;
  /** Prefix of the list's search params: `todos.status`, `todos.scope`, `todos.q`, `todos.page`. */
  key: string;
  /** The statuses the list knows; any other value in the address is ignored. */
  statuses: readonly TStatus[];
};

/** The param names of one list. */
const paramsOf = (key: string) => ({
  scope: `${key}.scope`,
  status: `${key}.status`,
  text: `${key}.q`,
  page: `${key}.page`,
});

/** A page number from the address: a whole number from 1, else page 1. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The state of a searchable item list, kept in the page's address so a reload, Back and a pasted
 * link show the same list: scope, status, typed text (searched 300 ms after the last key, 002 §9)
 * and page. Values equal to the list's defaults are left out of the address; unknown ones read
 * as the defaults. Any filter or text change goes back to page 1. Typing replaces the history
 * entry instead of adding one per key; a filter or page change adds one, so Back undoes it.
 */
export function useListState<TStatus extends string>(options: TListStateOptions<TStatus>) {
  const [params, setParams] = useSearchParams();
  const names = useMemo(() => paramsOf(options.key), [options.key]);
  const scopeParam = params.get(names.scope) as TItemScope | null;
  const statusParam = params.get(names.status) as TStatus | null;
  const scope = scopeParam && SCOPES.includes(scopeParam) ? scopeParam : options.scope;
  const status = statusParam && options.statuses.includes(statusParam) ? statusParam : options.status;
  const text = params.get(names.text) ?? '';
  const page = pageFrom(params.get(names.page));
  const [debouncedText] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  const { scope: defaultScope, status: defaultStatus } = options;
  const write = useCallback(
    (changes: Partial<Record<keyof typeof names, string | null>>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const defaults = { scope: defaultScope, status: defaultStatus, text: '', page: '1' };
          for (const [field, value] of Object.entries(changes) as [keyof typeof names, string | null][]) {
            if (value === null || value === defaults[field]) next.delete(names[field]);
            else next.set(names[field], value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams, names, defaultScope, defaultStatus],
  );

  return {
    scope,
    status,
    text,
    searchText: debouncedText.trim(),
    page,
    /** `replace` when the list moves itself (a page that emptied), so Back does not return to it. */
    setPage: useCallback((next: number, replace = false) => write({ page: String(next) }, replace), [write]),
    setScope: useCallback((next: TItemScope) => write({ scope: next, page: null }), [write]),
    setStatus: useCallback((next: TStatus) => write({ status: next, page: null }), [write]),
    setText: useCallback((next: string) => write({ text: next, page: null }, true), [write]),
  };
}

export type TListState<TStatus extends string> = ReturnType<typeof useListState<TStatus>>;
