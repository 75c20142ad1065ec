import { ORG_EXPORT_ENDPOINTS as E } from '@cairn/domain/org-export/org-export.endpoints';
import type { TOrgExport } from '@cairn/domain/org-export/org-export.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Query key of the organisation's exports. */
export const orgExportsKey = ['org', 'exports'] as const;

/** How often the list is read again while an export is being made. */
const POLL_MS = 1000;

/** The organisation's recent exports, newest first (Owner and Admin). */
async function getOrgExports(signal?: AbortSignal) {
  return (await call(E.list, { signal })).exports;
}

const isWorking = (exports: TOrgExport[] | undefined) =>
  Boolean(exports?.some((row) => row.status === 'queued' || row.status === 'running'));

const orgExportsOptions = queryOptions({
  queryKey: orgExportsKey,
  queryFn: ({ signal }) => getOrgExports(signal),
  // Progress: read again every second while one is queued or running, then stop.
  refetchInterval: (query) => (isWorking(query.state.data) ? POLL_MS : false),
});

/** Query hook of the export section. */
export function useOrgExports() {
  return useQuery(orgExportsOptions);
}
