import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { useQuery } from '@tanstack/react-query';
import { itemKeys, searchItems } from '../../../components/item-list/item-search.ts';
import {
  meetingSearchQueryOptions,
  type TMeetingSearchBody,
  useSetLeadershipTeam,
} from '../../meetings/index.ts';

/** The first hundred meetings the viewer sees, by title (an organisation has tens). */
const LEADERSHIP_CHOICES: TMeetingSearchBody = {
  startIndex: 0,
  endIndex: 100,
  includeTotalCount: false,
  filters: {},
  sorts: [{ property: 'title', ascending: true }],
};

/** The meetings the viewer sees, to find or choose the leadership team's (the meetings feature's search). */
export function useMeetingsForLeadership() {
  return useQuery({ ...meetingSearchQueryOptions(LEADERSHIP_CHOICES), select: (answer) => answer.items });
}

/** Marks the leadership team meeting through the meetings feature (`PUT org/leadershipteam/{id}/true`). */
export function useMarkLeadershipMeeting() {
  const setLeadership = useSetLeadershipTeam();
  return {
    isPending: setLeadership.isPending,
    mutate: (meetingId: string, options: Parameters<typeof setLeadership.mutate>[1]) =>
      setLeadership.mutate({ id: meetingId, isLeadershipTeam: true }, options),
  };
}

/** The company rocks of the leadership team meeting, to link on the V/TO (issue 35 point 2). */
export function useCompanyRocks(meetingId: string | null) {
  const body = {
    startIndex: 0,
    endIndex: 100,
    includeTotalCount: false,
    filters: { 'traction-ids': [meetingId ?? ''], type: ['company'] },
    sorts: [{ property: 'title', ascending: true }],
  };
  return useQuery({
    queryKey: itemKeys('rock').search(body),
    queryFn: async () => (await searchItems<TRock>('rock', body)).items,
    enabled: meetingId !== null,
  });
}
