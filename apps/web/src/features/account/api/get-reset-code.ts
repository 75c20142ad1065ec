import { SIGNED_OUT_ENDPOINTS as E } from '@cairn/domain/account/signed-out.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Checks that a password reset code from an emailed link is still valid (404 when expired or used). */
function getResetCode(resetCode: string, signal?: AbortSignal) {
  return call(E.resetCode, { params: { resetCode }, signal });
}

/** Query options for one reset code; never retried, since a 404 is a definite answer. */
function resetCodeQueryOptions(resetCode: string) {
  return queryOptions({
    queryKey: ['password-reset', resetCode],
    queryFn: ({ signal }) => getResetCode(resetCode, signal),
    retry: false,
    meta: { isSilent: true },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Query hook for the update-password page. */
export function useResetCode(resetCode: string) {
  return useQuery(resetCodeQueryOptions(resetCode));
}
