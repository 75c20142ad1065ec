import { ORG_EXPORT_ENDPOINTS as E } from '@cairn/domain/org-export/org-export.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { orgExportsKey } from './org-exports.ts';

/** Queues an export of the current organisation; answers its id. */
async function requestExport() {
  return (await call(E.request)).exportId;
}

/** Mutation hook of "Export organization"; the list reloads and polls while it runs. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgExportsKey }),
  });
}
