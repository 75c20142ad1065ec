import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { scorecardKeys } from './scorecard-query-keys.ts';

/**
 * `POST scorecard/{s}/import` `{ csv, dryRun }` (CSV `measurable,period,value`): with `dryRun`
 * the changes and per-row errors, nothing written; without it the valid rows are written.
 */
async function importScorecard(scorecardId: string, csv: string, dryRun: boolean) {
  return (await call(E.importCsv, { params: { scorecardId }, body: { csv, dryRun } })).import;
}

/** The preview or the import; after a real import the grid is refreshed. */
export function useImportScorecard(scorecardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      importScorecard(scorecardId, csv, dryRun),
    onSuccess: async (result) => {
      if (result.isApplied)
        await queryClient.invalidateQueries({ queryKey: scorecardKeys.grid(scorecardId) });
    },
  });
}
