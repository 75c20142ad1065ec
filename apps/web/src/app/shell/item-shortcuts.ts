import { useEffect } from 'react';
import type { TItemPopupKind } from '../../components/item-popup/open-item-popup.ts';

/**
 * Alt + key opens an add popup with the current `tractionId` (000 §2.3). Keyed by
 * `KeyboardEvent.code` so the key works whatever the layout types with Alt (macOS Alt+T is '†').
 */
export const ITEM_SHORTCUTS: Readonly<Partial<Record<string, TItemPopupKind>>> = {
  KeyT: 'todo',
  KeyI: 'issue',
  KeyR: 'rock',
  KeyH: 'headline',
};

/** Listens for the item shortcuts; other Alt keys are ignored (left to the browser). */
export function useItemShortcuts(onOpen: (kind: TItemPopupKind) => void, isEnabled: boolean): void {
  useEffect(() => {
    if (!isEnabled) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.repeat) return;
      const kind = ITEM_SHORTCUTS[event.code];
      if (!kind) return;
      event.preventDefault();
      onOpen(kind);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [onOpen, isEnabled]);
}
