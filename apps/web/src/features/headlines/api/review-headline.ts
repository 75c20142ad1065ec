import { HEADLINE_ENDPOINTS } from '@cairn/domain/headlines/headlines.endpoints';
import type { THeadline, THeadlineReviewRequest } from '@cairn/domain/headlines/headlines.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { headlineKeys } from './headline-query-keys.ts';

/** `PUT headline/{id}/review` (002 §4): To review, Reviewed or Removed, with the version read. */
export async function reviewHeadline(id: string, body: THeadlineReviewRequest) {
  return call(HEADLINE_ENDPOINTS.review, { params: { id }, body });
}

/** A list's inline review status, sent with the version the row shows; every headline list refreshes after. */
export function useReviewHeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ headline, status }: { headline: THeadline; status: THeadlineReviewRequest['status'] }) =>
      reviewHeadline(headline.id, { status, version: headline.version }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: headlineKeys.all }),
  });
}
