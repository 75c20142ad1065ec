import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTodoTexts } from './use-todo-texts.ts';

/** Which to-do popup to open. */
export type TTodoPopupKind = 'todo' | 'personalTodo';

/**
 * The sub-header's Add To-Do (000 §2.3), a split button: the common case, a Meeting To-Do, opens
 * at once; the arrow beside it offers Personal To-Do.
 */
export function AddTodoMenu({ onOpen }: { onOpen: (kind: TTodoPopupKind) => void }) {
  const texts = useTodoTexts();
  return (
    <Group gap={1} wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onOpen('todo')}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        {texts.addTodo}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            size={30}
            variant="light"
            aria-label={texts.moreTodoKinds}
            style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
          >
            <IconChevronDown size={14} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onOpen('todo')}>{texts.meetingTodo}</Menu.Item>
          <Menu.Item onClick={() => onOpen('personalTodo')}>{texts.personalTodo}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
