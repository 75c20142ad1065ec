import { FilteredItemListSection } from '../../../components/item-list/filtered-item-list-section.tsx';
import { listStateOptions } from '../../../components/item-list/use-item-list-search.ts';
import { useListState } from '../../../components/item-list/use-list-state.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { TodoList } from './todo-list.tsx';
import { useTodoListStatusOptions, useTodoSearch } from './use-todo-search.ts';
import { useTodoTexts } from './use-todo-texts.ts';
import '../texts.ts';
import { TODO_LIST_CONFIG, type TTodoListStatus } from '../../../components/item-list/list-configs.ts';

type TProps = {
  /** The meeting whose to-dos it lists; all the caller sees when left out (My To-Dos). */
  tractionId?: string;
  /** The section heading; none on a page whose title already says it. */
  title?: string;
  /** False for observers: no inline complete, no editing, no add hint. */
  canChange: boolean;
};

/**
 * A searchable to-do list (002 §9: 25 a page, 300 ms search debounce; a filter change goes back
 * to page 1) with mine / everyone and open / done filters and their counts, and an empty state
 * that says what to do.
 */
export function TodoListSection({ tractionId, title, canChange }: TProps) {
  const texts = useTodoTexts();
  const { t } = useTranslation();
  const statusOptions = useTodoListStatusOptions();
  const state = useListState<TTodoListStatus>(listStateOptions(TODO_LIST_CONFIG, 'todos', tractionId));
  const list = useTodoSearch({ ...state, text: state.searchText, tractionId });
  const empty = state.searchText
    ? { title: t('todos.empty.searchTitle'), text: t('todos.empty.searchText') }
    : state.status === 'done'
      ? { title: t('todos.empty.doneTitle'), text: t('todos.empty.doneText') }
      : {
          title: t('todos.empty.openTitle'),
          text: canChange ? t('todos.empty.openCanAdd') : t('todos.empty.openAssigned'),
        };
  return (
    <FilteredItemListSection
      title={title}
      itemsLabel={texts.items}
      state={state}
      statusOptions={statusOptions}
      counts={list.counts}
      totalPages={list.totalPages}
      failed={list.isError ? { onRetry: list.retry } : null}
      add={canChange && tractionId ? { label: texts.addTodo, kind: 'todo', tractionId } : undefined}
    >
      <TodoList todos={list.todos} isPending={list.isPending} canChange={canChange} empty={empty} />
    </FilteredItemListSection>
  );
}
