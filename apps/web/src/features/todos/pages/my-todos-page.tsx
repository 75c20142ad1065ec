import { can } from '@cairn/domain/permissions/can';
import { SEARCH_DEBOUNCE_MS } from '@cairn/domain/search/search.constants';
import { Group, Pagination, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { TodoList } from '../components/todo-list.tsx';
import { TodoListFilters, type TTodoListFilters } from '../components/todo-list-filters.tsx';
import { useTodoSearch } from '../components/use-todo-search.ts';

/**
 * My To-Dos (`/todos`): the caller's to-dos from `POST todos/search`, 25 a page, with search
 * (300 ms debounce), mine / everyone and open / done filters; any change goes back to page 1.
 */
export function MyTodosPage() {
  const { data: session } = useSession();
  const canChange = Boolean(session?.person && can(session.person, 'content.change'));
  const [filters, setFilters] = useState<TTodoListFilters>({ scope: 'mine', status: 'open' });
  const [text, setText] = useState('');
  const [debouncedText] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const list = useTodoSearch({ ...filters, text: debouncedText, page });

  const changeFilters = (next: TTodoListFilters) => {
    setFilters(next);
    setPage(1);
  };
  const isSearching = debouncedText.trim() !== '';
  const empty = isSearching
    ? { title: 'No matching to-dos', text: 'Try other words, or clear the search.' }
    : filters.status === 'done'
      ? {
          title: 'Nothing done yet',
          text: 'Tick a to-do in the Open list when it is done; it shows up here.',
        }
      : {
          title: 'No open to-dos',
          text: canChange
            ? 'Add one with Add To-Do at the top of the page (or press Alt+T): a to-do is a seven-day action item.'
            : 'To-dos assigned to you will show up here.',
        };

  return (
    <Stack gap="md">
      <PageTitle title="My To-Dos" />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <TodoListFilters value={filters} onChange={changeFilters} counts={list.counts} />
        <TextInput
          aria-label="Search to-dos"
          placeholder="Search to-dos"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      <TodoList todos={list.todos} isPending={list.isPending} canChange={canChange} empty={empty} />
      {list.totalPages > 1 ? (
        <Group justify="center">
          <Pagination value={page} onChange={setPage} total={list.totalPages} aria-label="Pages" />
        </Group>
      ) : null}
    </Stack>
  );
}
