import {
  mergeFeatureFlags,
  type TFeatureFlagName,
  type TFeatureFlags,
} from '@cairn/domain/flags/feature-flags';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { featureFlagsQueryKey } from '../../../lib/feature-flags.ts';

/** `PUT app-configuration/feature-flags` with one flag; answers every flag as they now are. */
export async function updateFeatureFlag(name: TFeatureFlagName, isOn: boolean): Promise<TFeatureFlags> {
  const answer = await apiSend<{ featureFlags: Partial<Record<string, boolean>> }>(
    'PUT',
    '/app-configuration/feature-flags',
    { featureFlags: { [name]: isOn } },
  );
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
