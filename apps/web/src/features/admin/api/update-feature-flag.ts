import {
  mergeFeatureFlags,
  type TFeatureFlagName,
  type TFeatureFlags,
} from '@cairn/domain/flags/feature-flags';
import { PLATFORM_ENDPOINTS } from '@cairn/domain/platform/platform.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { featureFlagsQueryKey } from '../../../lib/feature-flags.ts';

/** `PUT app-configuration/feature-flags` with one flag; answers every flag as they now are. */
async function updateFeatureFlag(name: TFeatureFlagName, isOn: boolean): Promise<TFeatureFlags> {
  const answer = await call(PLATFORM_ENDPOINTS.setFeatureFlags, { body: { featureFlags: { [name]: isOn } } });
  return mergeFeatureFlags(answer.featureFlags);
}

/** Switches one flag for the whole instance and keeps the cached flags in step with the answer. */
export function useUpdateFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, isOn }: { name: TFeatureFlagName; isOn: boolean }) => updateFeatureFlag(name, isOn),
    onSuccess: (flags) => queryClient.setQueryData(featureFlagsQueryKey, flags),
    meta: { handlesErrors: true },
  });
}
