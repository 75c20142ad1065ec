import type { TEndpointAnswer } from '@cairn/domain/common/endpoint';
import type { PLATFORM_ENDPOINTS } from '@cairn/domain/platform/platform.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstCallOrGet, INSTANCE_PATH } from './first-calls.ts';

export type TInstance = TEndpointAnswer<typeof PLATFORM_ENDPOINTS.instance>['instance'];

/** Cache key of the instance; the live `AppConfigUpdated` event and a 503 MAINTENANCE invalidate it. */
export const instanceQueryKey = ['appConfig', 'instance'] as const;

/** What the instance tells everyone, when it could not be read: nothing, and not under maintenance. */
const NOTHING_SET: TInstance = {
  isUnderMaintenance: false,
  investigationBanner: null,
  support: { url: null, email: null, chatUrl: null },
  socialLinks: [],
};

const instanceQueryOptions = queryOptions({
  queryKey: instanceQueryKey,
  // A first-page call: typed by its endpoint, called by path (the schemas stay out of the first page).
  queryFn: async () =>
    (await firstCallOrGet<TEndpointAnswer<typeof PLATFORM_ENDPOINTS.instance>>(INSTANCE_PATH)).instance,
  staleTime: Number.POSITIVE_INFINITY,
  // While the operator has the instance down, ask again now and then: the page comes back on its own.
  refetchInterval: (query) => (query.state.data?.isUnderMaintenance ? 30_000 : false),
  retry: false,
  meta: { isSilent: true },
});

/**
 * Support, social links, maintenance and the investigation banner (`GET app-configuration/instance`).
 * Until it answers, or when it fails, nothing is shown: the page never waits on it.
 */
export function useInstance(): TInstance {
  const { data } = useQuery(instanceQueryOptions);
  return data ?? NOTHING_SET;
}

/** True once the instance has answered that the operator took it down (MAINTENANCE=1). */
export function useIsUnderMaintenance(): { isUnderMaintenance: boolean; isPending: boolean } {
  const { data, isPending } = useQuery(instanceQueryOptions);
  return { isUnderMaintenance: data?.isUnderMaintenance ?? false, isPending };
}
