import { todayLocal } from '@cairn/domain/items/calendar-date';
import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { isTodoOverdue } from '@cairn/domain/todos/todo-rules';
import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { Avatar, Badge, Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { formatPersonName, initialsOf } from '../../../lib/person-name.ts';
import { formatDueDate } from './format-due-date.ts';
import { TODO_UI_TEXTS } from './todo-texts.ts';

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
  const isDone = todo.status === 'Done';
  const isOverdue = isTodoOverdue(todo, todayLocal(new Date()));
  const ownerName = owner ? formatPersonName(owner) : 'No owner';
  return (
    <Table.Tr data-overdue={isOverdue || undefined}>
      <Table.Td w={40}>
        <Checkbox
          aria-label={`Complete ${todo.title}`}
          checked={isDone}
          disabled={!canChange || isCompleting}
          onChange={(event) => onComplete(todo, event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        {canChange ? (
          <UnstyledButton onClick={() => onEdit(todo)} aria-label={`Edit ${todo.title}`}>
            <Text td={isDone ? 'line-through' : undefined} c={isDone ? 'dimmed' : undefined} lineClamp={2}>
              {todo.title}
            </Text>
          </UnstyledButton>
        ) : (
          <Text lineClamp={2}>{todo.title}</Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Avatar size="sm" src={owner?.avatarUrl} alt={ownerName} color="initials" name={ownerName}>
            {owner ? initialsOf(owner) : '?'}
          </Avatar>
          <Text size="sm" visibleFrom="sm" lineClamp={1}>
            {ownerName}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="wrap">
          <Text
            size="sm"
            c={isOverdue ? 'red.7' : undefined}
            fw={isOverdue ? 600 : undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            {formatDueDate(todo.dueDate)}
          </Text>
          {isOverdue ? (
            <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0, overflow: 'visible' }}>
              {TODO_UI_TEXTS.overdue}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
