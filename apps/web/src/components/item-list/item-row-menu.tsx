import { ActionIcon, Menu, Table } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One entry of an item row's menu. */
export type TItemRowAction = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  disabled?: boolean;
};

/** The Edit entry every item row's menu starts with. */
export const editAction = (onClick: () => void): TItemRowAction => ({
  label: 'Edit',
  icon: <IconPencil size={16} aria-hidden />,
  onClick,
});

/** The Delete entry (in red) of an item row's menu: asks first, then deletes (useItemDelete). */
export const deleteAction = (remove: { confirm: () => void; isPending: boolean }): TItemRowAction => ({
  label: 'Delete',
  icon: <IconTrash size={16} aria-hidden />,
  onClick: remove.confirm,
  color: 'red',
  disabled: remove.isPending,
});

/**
 * The last cell of an item row: its menu ('Actions for {title}'), e.g. Edit, Move, Delete.
 * Null entries are left out (an action the viewer does not have).
 */
export function ItemRowMenu({
  title,
  actions,
}: {
  title: string;
  actions: readonly (TItemRowAction | null)[];
}) {
  return (
    <Table.Td w={48} data-cell="menu">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${title}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) =>
            action ? (
              <Menu.Item
                key={action.label}
                leftSection={action.icon}
                color={action.color}
                disabled={action.disabled}
                onClick={action.onClick}
              >
                {action.label}
              </Menu.Item>
            ) : null,
          )}
        </Menu.Dropdown>
      </Menu>
    </Table.Td>
  );
}
