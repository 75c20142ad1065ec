import {
  type TScorecardPreferences,
  ZScorecardPreferences,
} from '@cairn/domain/scorecards/scorecards.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { scorecardKeys } from './scorecard-query-keys.ts';

export type { TScorecardPreferences };

const DEFAULT_PREFERENCES: TScorecardPreferences = {
  reverseScorecard: false,
  showAverage: false,
  showTotal: false,
};

/**
 * `GET scorecard-preferences`: the caller's reverse order, average and total columns in the
 * current organisation (002 §3 user), read through the domain's schema, so a malformed answer
 * fails the query (and the grid keeps the defaults) instead of switching columns on by accident.
 */
export async function getScorecardPreferences(signal?: AbortSignal): Promise<TScorecardPreferences> {
  const answer = await apiGet<{ preferences: unknown }>('/scorecard-preferences', { signal });
  return ZScorecardPreferences.parse(answer.preferences);
}

/** Query options of the preferences; until they load (or when they cannot), none is on. */
export function scorecardPreferencesQueryOptions() {
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

/** The call of each preference (002 §7: `PUT user/{path}/{orgId}/{bool}`). */
const PREFERENCE_PATHS: Record<keyof TScorecardPreferences, string> = {
  reverseScorecard: 'reverse-scorecard',
  showAverage: 'show-average',
  showTotal: 'show-total',
};

/** `PUT user/reverse-scorecard|show-average|show-total/{orgId}/{bool}`. */
export async function setScorecardPreference(
  orgId: string,
  name: keyof TScorecardPreferences,
  isOn: boolean,
) {
  return apiSend<Record<string, unknown>>(
    'PUT',
    `/user/${PREFERENCE_PATHS[name]}/${encodeURIComponent(orgId)}/${isOn}`,
  );
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
