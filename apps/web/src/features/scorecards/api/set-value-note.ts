import type { TMeasuredValue, TValueNoteRequest } from '@cairn/domain/scorecards/scorecards.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { patchGridValue } from './grid-cache.ts';
import { scorecardKeys } from './scorecard-query-keys.ts';

/** `PUT scorecard/{s}/{m}/value-note` `{ intervalId, note }`: '' removes the note. */
export async function setValueNote(scorecardId: string, measurableId: string, body: TValueNoteRequest) {
  const path = `/scorecard/${encodeURIComponent(scorecardId)}/${encodeURIComponent(measurableId)}/value-note`;
  return (await apiSend<{ measuredValue: TMeasuredValue }>('PUT', path, body)).measuredValue;
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
