import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { reorderGrid } from './grid-cache.ts';
import { scorecardKeys } from './scorecard-query-keys.ts';

/** `PUT scorecard/{s}/order` `{ measurableIds }`: every measurable of the scorecard in the new order. */
export async function orderMeasurables(scorecardId: string, measurableIds: string[]) {
  return apiSend<Record<string, unknown>>('PUT', `/scorecard/${encodeURIComponent(scorecardId)}/order`, {
    measurableIds,
  });
}

/** Reorders the rows at once (optimistic); a failure shows the error toast and reloads the order. */
export function useOrderMeasurables(scorecardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (measurableIds: string[]) => orderMeasurables(scorecardId, measurableIds),
    onMutate: async (measurableIds) => {
      await queryClient.cancelQueries({ queryKey: scorecardKeys.grid(scorecardId) });
      reorderGrid(queryClient, scorecardId, measurableIds);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scorecardKeys.grid(scorecardId) }),
  });
}
