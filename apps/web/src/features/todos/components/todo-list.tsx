import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import {
  ItemTable,
  type TEmptyList,
  type TItemTableColumn,
} from '../../../components/item-list/item-table.tsx';
import { useHasRowExtraActions } from '../../../components/item-list/row-extra-actions.tsx';
import { useDoneWithUndo } from '../../../components/item-list/use-done-with-undo.tsx';
import { useEditItem } from '../../../components/item-popup/edit-item-param.ts';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { completeTodo } from '../api/complete-todo.ts';
import { todoKeys } from '../api/todo-query-keys.ts';
import '../texts.ts';
import { TodoRow } from './todo-row.tsx';

/** The table's columns, named in the person's language. */
function todoColumns(t: TFunction, hasMenu: boolean): TItemTableColumn[] {
  const columns: TItemTableColumn[] = [
    { label: t('todos.column.done'), width: 40, isHidden: true },
    { label: t('todos.column.title') },
    { label: t('todos.column.owner') },
    { label: t('todos.column.due') },
  ];
  return hasMenu ? [...columns, { label: t('todos.column.actions'), width: 48, isHidden: true }] : columns;
}

type TProps = {
  todos: readonly TTodo[];
  isPending: boolean;
  /** False for observers: no inline complete, no editing. */
  canChange: boolean;
  /** What the list says when it is empty: what to do next. */
  empty: TEmptyList;
};

/**
 * A list of to-dos (the My To-Dos page, the meeting overview): inline complete (with Undo for 5 s), overdue ones in
 * red with an 'Overdue' label, owner and due date; a click on the title opens Edit To-Do.
 */
export function TodoList({ todos, isPending, canChange, empty }: TProps) {
  const { t } = useTranslation();
  const people = usePeopleOfOrg();
  const editing = useEditItem();
  const complete = useDoneWithUndo<TTodo>({
    queryKey: todoKeys.all,
    setDone: async (todo, isComplete) =>
      (await completeTodo(todo.id, { isComplete, version: todo.version })).todo,
    doneText: (todo) => t('todos.doneToast', { title: todo.title }),
  });
  const rows = complete.withLingering(todos);
  // In a live meeting the rows get a menu (Drop to Issues), and the table a column for it.
  const hasMenu = useHasRowExtraActions() && canChange;

  return (
    <ItemTable
      label={t('todos.list.label')}
      columns={todoColumns(t, hasMenu)}
      isPending={isPending}
      empty={empty}
      rows={rows}
      renderRow={(todo) => (
        <TodoRow
          key={todo.id}
          todo={todo}
          owner={todo.ownerId ? people.byId.get(todo.ownerId) : undefined}
          canChange={canChange}
          isCompleting={complete.pendingId === todo.id}
          onComplete={complete.setDone}
          onEdit={(item) => editing.open('todo', item.id)}
        />
      )}
    />
  );
}
