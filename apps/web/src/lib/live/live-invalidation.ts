import type { TEntityEvent, TLiveEntityType } from '@cairn/domain/realtime/events';
import type { Query, QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../session/session-query.ts';

/*
 * THE QUERY-KEY CONVENTION. Every query key starts with the live entity type of what it holds
 * (`TLiveEntityType` from `@cairn/domain/realtime/events`), for example
 *   ['person', 'list', filters]    ['person', id]    ['org', id]    ['rock', 'search', request]
 * so that an `Added` / `Updated` / `Deleted` event of type T invalidates every query whose key
 * starts with T, and nothing else. Keys that hold no entity (the session, the feature flags)
 * start with a word that is not an entity type.
 */

/**
 * Extra types refreshed with a type (002 §4: a MeetingThread change also refreshes meetings). A
 * measured value lives inside its measurable's answer and the scorecard grid, both keyed
 * 'measurable', and a scorecard change (its rows' order) shows in that grid too.
 */
const ALSO_INVALIDATES: Partial<Record<TLiveEntityType, readonly TLiveEntityType[]>> = {
  meetingThread: ['meeting'],
  measuredvalue: ['measurable'],
  scorecard: ['measurable'],
  // A revision's change shows in the folder lists (status, last updated by).
  vtorevision: ['vto'],
  // A seat lives inside its chart's answer.
  seat: ['ac'],
};

/** Types whose change can change the session answer (names, roles, the organisation itself). */
const SESSION_TYPES: ReadonlySet<TLiveEntityType> = new Set(['org', 'person', 'permissions']);

/** Item types whose list queries carry their search body (`[type, 'search', body]`, `[type, id]`). */
const ITEM_TYPES: ReadonlySet<TLiveEntityType> = new Set(['todo', 'rock', 'issue', 'headline']);

type TSearchFilters = { 'traction-ids'?: readonly string[]; 'owner-ids'?: readonly string[] };

/** True when a list filtered on `filtered` ids may hold the event's `touched` ids (unknown: it may). */
function mayOverlap(
  filtered: readonly string[] | undefined,
  touched: readonly string[] | undefined,
): boolean {
  if (!filtered || !touched) return true;
  return filtered.some((id) => touched.includes(id));
}

/**
 * Whether an item query can hold the changed item: its own query (`[type, id]`), a by-ids query
 * naming it, or a search whose meeting and owner filters can include it (the event names the
 * meetings and people before and after the change). Any other query of the type is refreshed.
 */
export function itemQueryMayHold(queryKey: readonly unknown[], event: TEntityEvent): boolean {
  const [, second, third] = queryKey;
  if (second === 'search') {
    const filters = ((third as { filters?: TSearchFilters } | undefined)?.filters ?? {}) as TSearchFilters;
    return (
      mayOverlap(filters['traction-ids'], event.meetingIds) &&
      mayOverlap(filters['owner-ids'], event.personIds)
    );
  }
  if (second === 'ids') return Array.isArray(third) && third.includes(event.entityId);
  if (typeof second === 'string' && queryKey.length === 2) return second === event.entityId;
  return true;
}

/**
 * Turns one entity event into cache invalidation: for the four items, only the queries that can
 * hold the changed item (by id, meeting and owner: one to-do event no longer refetches every
 * to-do list of the page); for other types, the event's type and its companions; plus the
 * session for organisation, person and permission changes.
 */
export async function invalidateForEntityEvent(queryClient: QueryClient, event: TEntityEvent): Promise<void> {
  const types = [event.type, ...(ALSO_INVALIDATES[event.type] ?? [])];
  const work = types.map((type) =>
    ITEM_TYPES.has(type)
      ? queryClient.invalidateQueries({
          queryKey: [type],
          predicate: (query: Query) => itemQueryMayHold(query.queryKey, event),
        })
      : queryClient.invalidateQueries({ queryKey: [type] }),
  );
  if (SESSION_TYPES.has(event.type)) work.push(queryClient.invalidateQueries({ queryKey: sessionQueryKey }));
  await Promise.all(work);
}
