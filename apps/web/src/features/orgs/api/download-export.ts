import { ORG_EXPORT_ENDPOINTS as E } from '@cairn/domain/org-export/org-export.endpoints';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';

/** Saves a finished export's zip (in this tab's organisation). */
function downloadExport(id: string) {
  return downloadFile(E.download, { params: { id } });
}

/** Mutation hook of an export's Download button. */
export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
