import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import type { TScorecardPreferences } from '@cairn/domain/scorecards/scorecards.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { scorecardKeys } from './scorecard-query-keys.ts';

export type { TScorecardPreferences };

const DEFAULT_PREFERENCES: TScorecardPreferences = {
  reverseScorecard: false,
  showAverage: false,
  showTotal: false,
};

/** `GET scorecard-preferences`: the caller's reverse order, average and total columns (002 §3 user). */
async function getScorecardPreferences(signal?: AbortSignal): Promise<TScorecardPreferences> {
  return (await call(E.preferences, { signal })).preferences;
}

/** Query options of the preferences; until they load (or when they cannot), none is on. */
function scorecardPreferencesQueryOptions() {
  return queryOptions({
    queryKey: scorecardKeys.preferences,
    queryFn: ({ signal }) => getScorecardPreferences(signal),
    staleTime: 5 * 60_000,
    meta: { isSilent: true },
  });
}

/** The preferences, with the defaults while loading. */
export function useScorecardPreferences(): TScorecardPreferences {
  return useQuery(scorecardPreferencesQueryOptions()).data ?? DEFAULT_PREFERENCES;
}

/** `PUT user/reverse-scorecard|show-average|show-total/{orgId}/{bool}`. */
async function setScorecardPreference(orgId: string, name: keyof TScorecardPreferences, isOn: boolean) {
  return call(E.setPreference[name], { params: { orgId, value: isOn ? 'true' : 'false' } });
}

/** Switches one preference: shown at once, put back with the error toast when the call fails. */
export function useSetScorecardPreference() {
  const queryClient = useQueryClient();
  const orgId = useSession().data?.orgId ?? '';
  return useMutation({
    mutationFn: ({ name, isOn }: { name: keyof TScorecardPreferences; isOn: boolean }) =>
      setScorecardPreference(orgId, name, isOn),
    onMutate: ({ name, isOn }) => {
      const before = queryClient.getQueryData<TScorecardPreferences>(scorecardKeys.preferences);
      queryClient.setQueryData<TScorecardPreferences>(scorecardKeys.preferences, {
        ...(before ?? DEFAULT_PREFERENCES),
        [name]: isOn,
      });
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(scorecardKeys.preferences, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scorecardKeys.preferences }),
  });
}
