import { SEARCH_DEBOUNCE_MS } from '@cairn/domain/search/search.constants';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { TItemScope } from './item-list-filters.tsx';

/**
 * The state of a searchable item list: scope, status, typed text (searched 300 ms after the
 * last key, 002 §9) and page. Any filter, sort or text change goes back to page 1.
 */
export function useListState<TStatus extends string>(initial: { scope: TItemScope; status: TStatus }) {
  const [scope, setScopeValue] = useState<TItemScope>(initial.scope);
  const [status, setStatusValue] = useState<TStatus>(initial.status);
  const [text, setTextValue] = useState('');
  const [debouncedText] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const backToFirst =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    scope,
    status,
    text,
    searchText: debouncedText.trim(),
    page,
    setPage,
    setScope: backToFirst(setScopeValue),
    setStatus: backToFirst(setStatusValue),
    setText: backToFirst(setTextValue),
  };
}

export type TListState<TStatus extends string> = ReturnType<typeof useListState<TStatus>>;
