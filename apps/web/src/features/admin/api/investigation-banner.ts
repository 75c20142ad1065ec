import { PLATFORM_ENDPOINTS } from '@cairn/domain/platform/platform.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { instanceQueryKey } from '../../../lib/instance.ts';

const bannerQueryKey = ['appConfig', 'investigationBanner'] as const;

/** The banner's stored text, for the administrator who writes it. */
export function useInvestigationBannerText() {
  return useQuery({
    queryKey: bannerQueryKey,
    queryFn: async () => (await call(PLATFORM_ENDPOINTS.investigationBanner)).investigationBanner.text,
  });
}

/** Saves the banner's text; the instance (what everyone sees) is read again. */
export function useSaveInvestigationBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (await call(PLATFORM_ENDPOINTS.setInvestigationBanner, { body: { text } })).investigationBanner.text,
    onSuccess: (text) => {
      queryClient.setQueryData(bannerQueryKey, text);
      void queryClient.invalidateQueries({ queryKey: instanceQueryKey });
    },
    meta: { handlesErrors: true },
  });
}
