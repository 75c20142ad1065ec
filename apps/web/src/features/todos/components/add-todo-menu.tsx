import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { TODO_UI_TEXTS } from './todo-texts.ts';

/** Which to-do popup to open. */
export type TTodoPopupKind = 'todo' | 'personalTodo';

/** The sub-header's Add To-Do menu (000 §2.3): Personal To-Do or Meeting To-Do. */
export function AddTodoMenu({ onOpen }: { onOpen: (kind: TTodoPopupKind) => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {TODO_UI_TEXTS.addTodo}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onOpen('personalTodo')}>{TODO_UI_TEXTS.personalTodo}</Menu.Item>
        <Menu.Item onClick={() => onOpen('todo')}>{TODO_UI_TEXTS.meetingTodo}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
