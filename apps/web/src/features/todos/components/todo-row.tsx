import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { isTodoOverdue } from '@cairn/domain/todos/todo-rules';
import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { Badge, Group, Table } from '@mantine/core';
import { ItemRowMenu } from '../../../components/item-list/item-row-menu.tsx';
import { ItemTitle, NEW_ROW_BACKGROUND } from '../../../components/item-list/item-title.tsx';
import { OwnerCell } from '../../../components/item-list/owner-cell.tsx';
import { RowCheckbox } from '../../../components/item-list/row-checkbox.tsx';
import {
  useHasRowExtraActions,
  useRowExtraActions,
} from '../../../components/item-list/row-extra-actions.tsx';
import { useIsNew } from '../../../lib/live/recently-added.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { formatDueDate } from './format-due-date.ts';
import { useTodoTexts } from './use-todo-texts.ts';

type TProps = {
  todo: TTodo;
  owner: TPerson | undefined;
  /** False for observers: the checkbox is read-only and the title does not open the editor. */
  canChange: boolean;
  isCompleting: boolean;
  onComplete: (todo: TTodo, isComplete: boolean) => void;
  onEdit: (todo: TTodo) => void;
};

/** One to-do of a list: complete checkbox, title (opens Edit To-Do), owner, due date, overdue mark. */
export function TodoRow({ todo, owner, canChange, isCompleting, onComplete, onEdit }: TProps) {
  const texts = useTodoTexts();
  const clock = useOrgClock();
  const isDone = todo.status === 'Done';
  const isOverdue = isTodoOverdue(todo, clock.today);
  const isNew = useIsNew('todo', todo.id);
  const hasMenu = useHasRowExtraActions() && canChange;
  const extras = useRowExtraActions('todo', todo);
  const dueDate = formatDueDate(todo.dueDate);
  return (
    <Table.Tr
      data-overdue={isOverdue || undefined}
      data-new={isNew || undefined}
      bg={isNew ? NEW_ROW_BACKGROUND : undefined}
    >
      <Table.Td w={40} data-cell="check">
        <RowCheckbox
          label={texts.complete(todo.title)}
          checked={isDone}
          disabled={!canChange || isCompleting}
          onChange={(isChecked) => onComplete(todo, isChecked)}
        />
      </Table.Td>
      <Table.Td data-cell="title">
        <ItemTitle
          title={todo.title}
          isDone={isDone}
          isNew={isNew}
          onEdit={canChange ? () => onEdit(todo) : undefined}
        />
      </Table.Td>
      <OwnerCell owner={owner} />
      {/* The date in the cell itself, no paragraph inside (issue 38). */}
      <Table.Td
        data-cell="due"
        fz="sm"
        c={isOverdue ? 'red.7' : undefined}
        fw={isOverdue ? 600 : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {isOverdue ? (
          <Group gap={4} wrap="wrap">
            {dueDate}
            <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0, overflow: 'visible' }}>
              {texts.overdue}
            </Badge>
          </Group>
        ) : (
          dueDate
        )}
      </Table.Td>
      {hasMenu ? <ItemRowMenu title={todo.title} actions={extras} /> : null}
    </Table.Tr>
  );
}
