import { endpointPath } from '@cairn/domain/common/endpoint';
import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import { apiUrl } from '../../../lib/api-client.ts';

/**
 * `GET scorecard/{s}/export?end&periods` (text/csv): the address of the grid's window as CSV,
 * for a download link (the session cookie goes with it).
 */
export function scorecardExportUrl(scorecardId: string, end: string, periods: number): string {
  const query = new URLSearchParams({ end, periods: String(periods) });
  return `${apiUrl(endpointPath(E.exportCsv.path, { scorecardId }))}?${query}`;
}
