import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { Table, VisuallyHidden } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { completeTodo } from '../api/complete-todo.ts';
import { todoKeys } from '../api/todo-query-keys.ts';
import { EditTodoPanel } from './edit-todo-panel.tsx';
import { TodoRow } from './todo-row.tsx';

type TProps = {
  todos: readonly TTodo[];
  isPending: boolean;
  /** False for observers: no inline complete, no editing. */
  canChange: boolean;
  /** What the list says when it is empty: what to do next. */
  empty: { title: string; text: string; action?: ReactNode };
};

/**
 * A list of to-dos (the My To-Dos page, the meeting overview): inline complete, overdue ones in
 * red with an 'Overdue' label, owner and due date; a click on the title opens Edit To-Do.
 */
export function TodoList({ todos, isPending, canChange, empty }: TProps) {
  const queryClient = useQueryClient();
  const people = usePeopleOfOrg();
  const [editingId, setEditingId] = useState<string | null>(null);
  const complete = useMutation({
    mutationFn: ({ todo, isComplete }: { todo: TTodo; isComplete: boolean }) =>
      completeTodo(todo.id, { isComplete, version: todo.version }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  });

  if (isPending) return <LoadingView />;
  if (todos.length === 0)
    return <EmptyState title={empty.title} text={empty.text} action={empty.action} headingOrder={3} />;
  return (
    <>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" highlightOnHover aria-label="To-Dos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>Done</VisuallyHidden>
              </Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Owner</Table.Th>
              <Table.Th>Due</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {todos.map((todo) => (
              <TodoRow
                key={todo.id}
                todo={todo}
                owner={todo.ownerId ? people.byId.get(todo.ownerId) : undefined}
                canChange={canChange}
                isCompleting={complete.isPending && complete.variables?.todo.id === todo.id}
                onComplete={(item, isComplete) => complete.mutate({ todo: item, isComplete })}
                onEdit={(item) => setEditingId(item.id)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editingId ? <EditTodoPanel todoId={editingId} onClose={() => setEditingId(null)} /> : null}
    </>
  );
}
