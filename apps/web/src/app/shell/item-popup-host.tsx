import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import { can } from '@cairn/domain/permissions/can';
import { type ReactNode, useCallback, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useEditItem } from '../../components/item-popup/edit-item-param.ts';
import {
  OpenItemPopupContext,
  type TItemDraft,
  type TItemPopupKind,
} from '../../components/item-popup/open-item-popup.ts';
import { ItemEditPopup, ItemPopups, type TOpenPopup } from './item-popups.tsx';
import { useItemShortcuts } from './item-shortcuts.ts';

/** The meeting of the current page (`/traction/{tractionId}/...`), or null elsewhere. */
function currentTractionId(pathname: string): string | null {
  return matchPath('/traction/:tractionId/*', pathname)?.params.tractionId ?? null;
}

/**
 * Holds the one open add popup of the shell: the sub-header's buttons, the Alt shortcuts and the
 * lists' add buttons all open it through `useOpenItemPopup()`, with the current page's meeting
 * unless they name one. Observers (no `content.change`) get no opener, so nothing offers to add.
 */
export function ItemPopupHost({ session, children }: { session: TSessionAnswer; children: ReactNode }) {
  const { pathname } = useLocation();
  const [popup, setPopup] = useState<TOpenPopup>(null);
  const canAdd = Boolean(session.orgId && session.person && can(session.person, 'content.change'));
  const open = useCallback(
    (kind: TItemPopupKind, tractionId?: string, draft?: TItemDraft) =>
      setPopup({ kind, tractionId: tractionId ?? currentTractionId(pathname), draft }),
    [pathname],
  );
  useItemShortcuts(open, canAdd && popup === null);
  const editing = useEditItem();
  return (
    <OpenItemPopupContext.Provider value={canAdd ? open : null}>
      {children}
      <ItemPopups popup={popup} onClose={() => setPopup(null)} />
      {/* Observers change nothing: an edit link opens no popup for them. */}
      <ItemEditPopup target={canAdd ? editing.current : null} onClose={editing.close} />
    </OpenItemPopupContext.Provider>
  );
}
