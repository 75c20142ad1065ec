import { QUARTERLY_ENDPOINTS as E } from '@cairn/domain/quarterly/quarterly.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/**
 * The key of a meeting's quarterly session. It starts with `meeting`, so the live `Updated` event
 * of the meeting (a session started or ended by someone else) refreshes it.
 */
export const quarterlyKey = (meetingId: string) => ['meeting', meetingId, 'quarterly'] as const;

/** `GET meeting/{meetingThreadId}/quarterly` (docs/api-quarterly.md); only while the flag is on. */
export function useQuarterlyState(meetingId: string, isOn: boolean) {
  return useQuery({
    queryKey: quarterlyKey(meetingId),
    queryFn: async ({ signal }) => call(E.state, { params: { meetingThreadId: meetingId }, signal }),
    enabled: isOn && Boolean(meetingId),
  });
}
