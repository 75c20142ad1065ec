import { MEETING_ENDPOINTS as E } from '@cairn/domain/meetings/meetings.endpoints';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Every meeting query starts with the live entity type, so live `meeting` events refresh them all. */
export const meetingsQueryRoot = ['meeting'] as const;

/** Query key of one meeting. */
const meetingQueryKey = (id: string) => ['meeting', id] as const;

/** Reads one meeting (`GET meeting/{id}`): 403 when not invited, 404 when it is not this organisation's. */
async function getMeeting(id: string, signal?: AbortSignal): Promise<TMeeting> {
  return (await call(E.get, { params: { id }, signal })).meeting;
}

/** Query options of one meeting; its pages show their own error states, so no global toast. */
export function meetingQueryOptions(id: string) {
  return queryOptions({
    queryKey: meetingQueryKey(id),
    queryFn: ({ signal }) => getMeeting(id, signal),
    meta: { isSilent: true },
  });
}

/** Query hook of one meeting (the overview page and the edit popup). */
export function useMeeting(id: string, isEnabled = true) {
  return useQuery({ ...meetingQueryOptions(id), enabled: isEnabled && Boolean(id) });
}

/**
 * After a change: the answer becomes the cached meeting at once, and every meeting list is
 * refreshed (order, favourites and next dates may have moved).
 */
export async function storeChangedMeeting(queryClient: QueryClient, meeting: TMeeting): Promise<void> {
  queryClient.setQueryData(meetingQueryKey(meeting.id), meeting);
  await queryClient.invalidateQueries({
    queryKey: meetingsQueryRoot,
    predicate: (query) => query.queryKey[1] !== meeting.id,
  });
}
