import { Button, Group, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { type TItemPopupKind, useOpenItemPopup } from '../../components/item-popup/open-item-popup.ts';
import { AskAiButton } from '../../features/assistant/index.ts';
import { AddTodoMenu } from '../../features/todos/index.ts';
import { PHONE_QUERY } from './use-nav-bar-state.ts';

/** The sub-header's buttons after the Add To-Do menu (000 §2.3). */
const SUB_HEADER_BUTTONS = [
  { kind: 'issue', label: 'Add Issue' },
  { kind: 'headline', label: 'Add Headline' },
] as const;

/** What the phone's one Add menu offers, in the order of the wide toolbar. */
const PHONE_MENU_ITEMS: readonly { kind: TItemPopupKind; label: string }[] = [
  { kind: 'todo', label: 'Meeting To-Do' },
  { kind: 'personalTodo', label: 'Personal To-Do' },
  { kind: 'issue', label: 'Issue' },
  { kind: 'headline', label: 'Headline' },
];

/**
 * The sub-header (000 §2.3): Add To-Do (a Meeting To-Do at once, Personal To-Do beside it), Add
 * Issue and Add Headline, each opening its popup with the current page's meeting. On phones the
 * buttons collapse into one Add menu. Observers see nothing to add.
 */
export function SubHeader() {
  const open = useOpenItemPopup();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  if (!open) return null;
  if (isPhone)
    return (
      <Group justify="flex-end" gap="xs" mb="sm" aria-label="Add items" role="toolbar">
        <AskAiButton />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
            >
              Add
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {PHONE_MENU_ITEMS.map(({ kind, label }) => (
              <Menu.Item key={kind} onClick={() => open(kind)}>
                {label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    );
  return (
    <Group justify="flex-end" gap="xs" mb="sm" aria-label="Add items" role="toolbar">
      <AskAiButton />
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
