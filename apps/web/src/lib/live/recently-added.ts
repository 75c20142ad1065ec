import type { TLiveEntityType } from '@cairn/domain/realtime/events';
import { useSyncExternalStore } from 'react';

/**
 * Items that arrived through a live `Added` while this tab was open (002 §4: "an added item is
 * marked new in the meeting agenda"). Kept in memory for the tab's life: a reload starts fresh,
 * as the team then has seen the list as it is. Items this tab created itself are not news to
 * its user, so they are never marked, whichever arrives first: the event or the call's answer.
 */
const addedKeys = new Set<string>();
const ownIds = new Set<string>();
const listeners = new Set<() => void>();

const keyOf = (type: TLiveEntityType, id: string) => `${type}:${id}`;
const notify = () => {
  for (const listener of listeners) listener();
};

/** Records an item added by a live event and tells the rows that show it. */
export function markAdded(type: TLiveEntityType, id: string): void {
  if (ownIds.has(id)) return;
  addedKeys.add(keyOf(type, id));
  notify();
}

/** Records items this tab created (ids are unique across types), and unmarks them if marked. */
export function markOwn(ids: readonly string[]): void {
  let isChanged = false;
  for (const id of ids) {
    ownIds.add(id);
    for (const key of addedKeys) {
      if (key.endsWith(`:${id}`)) isChanged = addedKeys.delete(key) || isChanged;
    }
  }
  if (isChanged) notify();
}

/** The ids of the entities an answer carries: `{ rock }`, `{ todos: [...] }` and the like. */
export function idsInAnswer(answer: object): string[] {
  const hasId = (value: unknown): value is { id: string } =>
    typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
  return Object.values(answer)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter(hasId)
    .map((entity) => entity.id);
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
