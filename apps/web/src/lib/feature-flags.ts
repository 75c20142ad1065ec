import type { TEndpointAnswer } from '@cairn/domain/common/endpoint';
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_TEXTS,
  mergeFeatureFlags,
  type TFeatureFlagName,
  type TFeatureFlags,
} from '@cairn/domain/flags/feature-flags';
import type { PLATFORM_ENDPOINTS } from '@cairn/domain/platform/platform.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURE_FLAGS_PATH, firstCallOrGet } from './first-calls.ts';
import { logger } from './logger.ts';
import { notifyInfo } from './notify.ts';

/** Cache key of the flags; the live `AppConfigUpdated` event invalidates it. */
export const featureFlagsQueryKey = ['appConfig', 'featureFlags'] as const;

/**
 * Loads the flags and merges them over the defaults (000 §6, §9). When they cannot be loaded the
 * defaults are used and the user is told 'Unable to load feature flags, using default values.'
 */
export async function fetchFeatureFlags(): Promise<TFeatureFlags> {
  try {
    // A first-page call: typed by its endpoint, called by path (the schemas stay out of the first page).
    const answer =
      await firstCallOrGet<TEndpointAnswer<typeof PLATFORM_ENDPOINTS.featureFlags>>(FEATURE_FLAGS_PATH);
    return mergeFeatureFlags(answer.featureFlags ?? {});
  } catch (error) {
    logger.warn('feature flags could not be loaded', error);
    notifyInfo(FEATURE_FLAG_TEXTS.loadFailed);
    return { ...DEFAULT_FEATURE_FLAGS };
  }
}

/** Query options of the flags: fresh until a live `AppConfigUpdated` invalidates them. */
const featureFlagsQueryOptions = queryOptions({
  queryKey: featureFlagsQueryKey,
  queryFn: fetchFeatureFlags,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
  meta: { isSilent: true },
});

/** All flags; while they load, `data` is undefined (guards wait for them). */
export function useFeatureFlags() {
  return useQuery(featureFlagsQueryOptions);
}

/** One flag's value; the default until the flags have loaded. */
export function useFeatureFlag(name: TFeatureFlagName): boolean {
  const { data } = useFeatureFlags();
  return data ? data[name] : DEFAULT_FEATURE_FLAGS[name];
}
