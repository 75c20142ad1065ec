import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import type { TValueNoteRequest } from '@cairn/domain/scorecards/scorecards.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { patchGridValue } from './grid-cache.ts';
import { scorecardKeys } from './scorecard-query-keys.ts';

/** `PUT scorecard/{s}/{m}/value-note` `{ intervalId, note }`: '' removes the note. */
async function setValueNote(scorecardId: string, measurableId: string, body: TValueNoteRequest) {
  return (await call(E.valueNote, { params: { scorecardId, measurableId }, body })).measuredValue;
}

/** Saves a cell's note; the answer goes into the grid at once, then the grid is refreshed. */
export function useSetValueNote(scorecardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ measurableId, ...body }: TValueNoteRequest & { measurableId: string }) =>
      setValueNote(scorecardId, measurableId, body),
    meta: { handlesErrors: true },
    onSuccess: async (stored, { measurableId, intervalId }) => {
      patchGridValue(queryClient, scorecardId, measurableId, intervalId, stored);
      await queryClient.invalidateQueries({ queryKey: scorecardKeys.grid(scorecardId) });
    },
  });
}
