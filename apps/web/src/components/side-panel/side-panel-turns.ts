import { useCallback, useSyncExternalStore } from 'react';

/** 002 §9: a side panel opens this long after the previous one has closed. */
export const SIDE_PANEL_SWITCH_DELAY_MS = 100;

let openName: string | null = null;
let pending: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setOpen(name: string | null) {
  openName = name;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the named panel: at once when none is open, else the open one closes and this one follows 100 ms later. */
function openPanel(name: string) {
  clearTimeout(pending);
  if (openName === name) return;
  if (openName === null) {
    setOpen(name);
    return;
  }
  setOpen(null);
  pending = setTimeout(() => setOpen(name), SIDE_PANEL_SWITCH_DELAY_MS);
}

function closePanel(name: string) {
  if (openName === name) setOpen(null);
}

/**
 * One side panel at a time (help, Ask AI): whether the named panel is open, and opening and
 * closing it. Opening one while another is open closes that one first (002 §9).
 */
export function useSidePanelTurn(name: string) {
  const isOpen = useSyncExternalStore(subscribe, () => openName === name);
  const open = useCallback(() => openPanel(name), [name]);
  const close = useCallback(() => closePanel(name), [name]);
  return { isOpen, open, close };
}
