import { Kbd, Menu, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { type TFunction, useTranslation } from '../../lib/i18n/use-translation.ts';
import icons from '../compact-icons.module.css';
import classes from './item-table.module.css';
import './texts.ts';

/** One entry of an item row's menu. */
export type TItemRowAction = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  disabled?: boolean;
  /** One key that runs the action while the keyboard focus is in the row, shown in the menu. */
  shortcut?: string;
};

/** The Edit entry every item row's menu starts with (`t` of the row's useTranslation). */
export const editAction = (t: TFunction, onClick: () => void): TItemRowAction => ({
  label: t('itemList.action.edit'),
  icon: <IconPencil size={16} aria-hidden />,
  onClick,
});

/** The Delete entry (in red) of an item row's menu: asks first, then deletes (useItemDelete). */
export const deleteAction = (
  t: TFunction,
  remove: { confirm: () => void; isPending: boolean },
): TItemRowAction => ({
  label: t('itemList.action.delete'),
  icon: <IconTrash size={16} aria-hidden />,
  onClick: remove.confirm,
  color: 'red',
  disabled: remove.isPending,
});

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Runs an action by its key while the focus is anywhere in the row of the returned cell ref. */
function useRowShortcuts(actions: readonly (TItemRowAction | null)[]) {
  const cellRef = useRef<HTMLTableCellElement>(null);
  const latest = useRef(actions);
  latest.current = actions;
  const hasShortcut = actions.some((action) => action?.shortcut);
  useEffect(() => {
    const row = cellRef.current?.closest('tr');
    if (!row || !hasShortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const action = latest.current.find((entry) => entry?.shortcut === event.key.toLowerCase());
      if (!action || action.disabled) return;
      event.preventDefault();
      action.onClick();
    };
    row.addEventListener('keydown', onKeyDown);
    return () => row.removeEventListener('keydown', onKeyDown);
  }, [hasShortcut]);
  return cellRef;
}

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
  const { t } = useTranslation();
  const cellRef = useRowShortcuts(actions);
  return (
    <Table.Td w={48} data-cell="menu" ref={cellRef}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <button
            type="button"
            className={`${icons.plainIconButton} ${classes.menuButton} ${icons.dots}`}
            aria-label={t('itemList.rowActions', { title })}
          />
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
                rightSection={action.shortcut ? <Kbd size="xs">{action.shortcut.toUpperCase()}</Kbd> : null}
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
