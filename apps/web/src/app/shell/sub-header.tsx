import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { can } from '@cairn/domain/permissions/can';
import { Group } from '@mantine/core';
import { useCallback, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { AddTodoMenu } from '../../features/todos/components/add-todo-menu.tsx';
import { ItemPopups, type TOpenItemPopup } from './item-popups.tsx';
import { type TItemPopupKind, useItemShortcuts } from './item-shortcuts.ts';

/** The meeting of the current page (`/traction/{tractionId}/...`), or null elsewhere. */
export function currentTractionId(pathname: string): string | null {
  return matchPath('/traction/:tractionId/*', pathname)?.params.tractionId ?? null;
}

/**
 * The sub-header (000 §2.3): for non-observers with an organisation, the Add To-Do menu, and the
 * Alt shortcuts that open the add popups with the current `tractionId`. Observers see nothing
 * to add and the shortcuts do nothing for them.
 */
export function SubHeader({ session }: { session: TSessionAnswer }) {
  const { pathname } = useLocation();
  const [popup, setPopup] = useState<TOpenItemPopup>(null);
  const canAdd = Boolean(session.orgId && session.person && can(session.person, 'content.change'));
  const open = useCallback(
    (kind: TItemPopupKind) => setPopup({ kind, tractionId: currentTractionId(pathname) }),
    [pathname],
  );
  useItemShortcuts(open, canAdd && popup === null);
  if (!canAdd) return null;
  return (
    <>
      <Group justify="flex-end" gap="xs" mb="sm" aria-label="Add items" role="toolbar">
        <AddTodoMenu onOpen={open} />
      </Group>
      <ItemPopups popup={popup} onClose={() => setPopup(null)} />
    </>
  );
}
