import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Checks that a password reset code from an emailed link is still valid (404 when expired or used). */
export function getResetCode(resetCode: string): Promise<{ isValid: boolean }> {
  return apiGet<{ isValid: boolean }>(`/account/password/reset/${encodeURIComponent(resetCode)}`);
}

/** Query options for one reset code; never retried, since a 404 is a definite answer. */
export function resetCodeQueryOptions(resetCode: string) {
  return queryOptions({
    queryKey: ['password-reset', resetCode],
    queryFn: () => getResetCode(resetCode),
    retry: false,
    meta: { isSilent: true },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Query hook for the update-password page. */
export function useResetCode(resetCode: string) {
  return useQuery(resetCodeQueryOptions(resetCode));
}
