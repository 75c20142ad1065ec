import type { TMessage } from '@cairn/domain/errors';
import { ORG_EXPORT_ENDPOINTS as E } from '@cairn/domain/org-export/org-export.endpoints';
import type { TImportCounts } from '@cairn/domain/org-export/org-export.schemas';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl, CSRF_COOKIE, CSRF_HEADER, readCookie } from '../../../lib/api-client.ts';
import { SESSION_CONTEXT_HEADER, sessionContextId } from '../../../lib/session/session-context-id.ts';

export type TImportResult = { orgId: string | null; counts: TImportCounts; dryRun: boolean };

/**
 * Sends an export's zip to `POST org/import` as multipart (field `file`), the one call that is not
 * JSON, with the tab's organisation and the CSRF header as `call()` sends them. `dryRun` only counts.
 */
async function importOrg(input: { file: File; dryRun: boolean }): Promise<TImportResult> {
  const form = new FormData();
  form.append('file', input.file);
  const headers: Record<string, string> = {
    accept: 'application/json',
    [SESSION_CONTEXT_HEADER]: sessionContextId(),
  };
  const token = readCookie(CSRF_COOKIE);
  if (token) headers[CSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(apiUrl(`${E.import.path}${input.dryRun ? '?dryRun=true' : ''}`), {
      method: 'POST',
      headers,
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, [], 'The server could not be reached.');
  }
  const answer = (await response.json().catch(() => null)) as
    | (TImportResult & { succeeded?: boolean; messages?: TMessage[] })
    | null;
  if (!response.ok || !answer || answer.succeeded === false)
    throw new ApiError(response.status, Array.isArray(answer?.messages) ? answer.messages : []);
  return { orgId: answer.orgId, counts: answer.counts, dryRun: answer.dryRun };
}

/** Mutation hook of the import's Preview and Import buttons; refusals are shown by the section. */
export function useImportOrg() {
  return useMutation({ mutationFn: importOrg, meta: { handlesErrors: true } });
}
