import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { notifyError } from '../../../lib/notify.ts';
import { patchGridValue } from './grid-cache.ts';
import { scorecardKeys } from './scorecard-query-keys.ts';

/** One period's value as the grid sends it; null clears the period. */
export type TCellValue = { measurableId: string; intervalId: string; value: number | null };

/**
 * `PUT scorecard/{s}/{m}/add-measured-value` `{ intervalId, value, entered }`: answers the stored
 * value, judged against the goal in force that period.
 */
async function addMeasuredValue(scorecardId: string, cell: TCellValue, entered = true) {
  const params = { scorecardId, measurableId: cell.measurableId };
  const body = { intervalId: cell.intervalId, value: cell.value, entered };
  return (await call(E.addMeasuredValue, { params, body })).measuredValue;
}

/**
 * A typed or pasted cell: shown at once (optimistic), replaced by the server's answer, rolled
 * back with the error toast when the save fails. One call per cell; the grid is refreshed once
 * the last of a burst (a pasted block) has settled.
 */
export function useAddMeasuredValue(scorecardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addMeasuredValue', scorecardId],
    mutationFn: (cell: TCellValue) => addMeasuredValue(scorecardId, cell),
    meta: { handlesErrors: true },
    onMutate: async (cell) => {
      await queryClient.cancelQueries({ queryKey: scorecardKeys.grid(scorecardId) });
      return {
        undo: patchGridValue(queryClient, scorecardId, cell.measurableId, cell.intervalId, {
          value: cell.value,
        }),
      };
    },
    onSuccess: (stored, cell) => {
      patchGridValue(queryClient, scorecardId, cell.measurableId, cell.intervalId, stored);
    },
    onError: (error, _cell, context) => {
      context?.undo();
      notifyError(error);
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: ['addMeasuredValue', scorecardId] }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: scorecardKeys.grid(scorecardId) });
    },
  });
}
