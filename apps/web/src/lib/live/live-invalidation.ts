import type { TEntityEvent, TLiveEntityType } from '@cairn/domain/realtime/events';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../session/session-query.ts';

/**
 * THE QUERY-KEY CONVENTION. Every query key starts with the live entity type of what it holds
 * (`TLiveEntityType` from `@cairn/domain/realtime/events`), for example
 *   ['person', 'list', filters]    ['person', id]    ['org', id]    ['rock', 'search', request]
 * so that an `Added` / `Updated` / `Deleted` event of type T invalidates every query whose key
 * starts with T, and nothing else. Keys that hold no entity (the session, the feature flags)
 * start with a word that is not an entity type.
 */
export type TEntityQueryKey = readonly [TLiveEntityType, ...unknown[]];

/** Extra types refreshed with a type (002 §4: a MeetingThread change also refreshes meetings). */
const ALSO_INVALIDATES: Partial<Record<TLiveEntityType, readonly TLiveEntityType[]>> = {
  meetingThread: ['meeting'],
};

/** Types whose change can change the session answer (names, roles, the organisation itself). */
const SESSION_TYPES: ReadonlySet<TLiveEntityType> = new Set(['org', 'person', 'permissions']);

/**
 * Turns one entity event into cache invalidation: the event's type (and its companions), plus
 * the session for organisation, person and permission changes.
 */
export async function invalidateForEntityEvent(queryClient: QueryClient, event: TEntityEvent): Promise<void> {
  const types = [event.type, ...(ALSO_INVALIDATES[event.type] ?? [])];
  const work = types.map((type) => queryClient.invalidateQueries({ queryKey: [type] }));
  if (SESSION_TYPES.has(event.type)) work.push(queryClient.invalidateQueries({ queryKey: sessionQueryKey }));
  await Promise.all(work);
}
