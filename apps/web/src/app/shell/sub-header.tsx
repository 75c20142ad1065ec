import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useOpenItemPopup } from '../../components/item-popup/open-item-popup.ts';
import { AddTodoMenu } from '../../features/todos/components/add-todo-menu.tsx';

/** The sub-header's buttons after the Add To-Do menu (000 §2.3). */
const SUB_HEADER_BUTTONS = [
  { kind: 'issue', label: 'Add Issue' },
  { kind: 'headline', label: 'Add Headline' },
] as const;

/**
 * The sub-header (000 §2.3): Add To-Do (personal or meeting), Add Issue and Add Headline, each
 * opening its popup with the current page's meeting. Observers see nothing to add.
 */
export function SubHeader() {
  const open = useOpenItemPopup();
  if (!open) return null;
  return (
    <Group justify="flex-end" gap="xs" mb="sm" aria-label="Add items" role="toolbar">
      <AddTodoMenu onOpen={(kind) => open(kind)} />
      {SUB_HEADER_BUTTONS.map(({ kind, label }) => (
        <Button
          key={kind}
          size="xs"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => open(kind)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
