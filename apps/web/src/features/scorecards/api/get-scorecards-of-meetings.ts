import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import type { ZScorecardsMeetingsAnswer } from '@cairn/domain/scorecards/scorecards.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/call.ts';
import { scorecardKeys } from './scorecard-query-keys.ts';

/** A scorecard the caller can see, with its meeting. */
export type TScorecardOfMeeting = z.infer<typeof ZScorecardsMeetingsAnswer>['scorecards'][number];

/** `GET scorecards/meetings`: the scorecards the caller can see, each with its meeting. */
async function getScorecardsOfMeetings(signal?: AbortSignal): Promise<TScorecardOfMeeting[]> {
  return (await call(E.ofMeetings, { signal })).scorecards;
}

/** Query options of the scorecards the caller can see. */
function scorecardsOfMeetingsQueryOptions() {
  return queryOptions({
    queryKey: scorecardKeys.ofMeetings,
    queryFn: ({ signal }) => getScorecardsOfMeetings(signal),
    meta: { isSilent: true },
  });
}

/** The scorecards the caller can see; `byMeeting` finds a meeting's scorecard id. */
export function useScorecardsOfMeetings() {
  const query = useQuery(scorecardsOfMeetingsQueryOptions());
  const byMeeting = new Map((query.data ?? []).map((card) => [card.tractionId, card]));
  return { ...query, byMeeting };
}
