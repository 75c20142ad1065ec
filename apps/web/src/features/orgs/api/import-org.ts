import { ORG_EXPORT_ENDPOINTS as E } from '@cairn/domain/org-export/org-export.endpoints';
import type { TImportCounts } from '@cairn/domain/org-export/org-export.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

export type TImportResult = { orgId: string | null; counts: TImportCounts; dryRun: boolean };

/** Sends an export's zip to `POST org/import` as multipart (field `file`). `dryRun` only counts. */
async function importOrg(input: { file: File; dryRun: boolean }): Promise<TImportResult> {
  const form = new FormData();
  form.append('file', input.file);
  const answer = await apiSend<TImportResult>(
    'POST',
    `${E.import.path}${input.dryRun ? '?dryRun=true' : ''}`,
    form,
  );
  return { orgId: answer.orgId, counts: answer.counts, dryRun: answer.dryRun };
}

/** Mutation hook of the import's Preview and Import buttons; refusals are shown by the section. */
export function useImportOrg() {
  return useMutation({ mutationFn: importOrg, meta: { handlesErrors: true } });
}
