import type { TLiveEntityType } from '@cairn/domain/realtime/events';
import { useSyncExternalStore } from 'react';

/**
 * Items that arrived through a live `Added` while this tab was open (002 §4: "an added item is
 * marked new in the meeting agenda"). Kept in memory for the tab's life: a reload starts fresh,
 * as the team then has seen the list as it is.
 */
const addedKeys = new Set<string>();
const listeners = new Set<() => void>();

const keyOf = (type: TLiveEntityType, id: string) => `${type}:${id}`;

/** Records an item added by a live event and tells the rows that show it. */
export function markAdded(type: TLiveEntityType, id: string): void {
  addedKeys.add(keyOf(type, id));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when this item arrived live (a row then shows it highlighted with a 'New' mark). */
export function useIsNew(type: TLiveEntityType, id: string): boolean {
  const key = keyOf(type, id);
  return useSyncExternalStore(subscribe, () => addedKeys.has(key));
}
