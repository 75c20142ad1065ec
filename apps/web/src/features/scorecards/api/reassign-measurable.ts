import type { TMeasurable, TReassignMeasurableRequest } from '@cairn/domain/scorecards/scorecards.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `PUT scorecard/{s}/{m}/reassign` (001 §4): the new owner, after the confirmation. */
export async function reassignMeasurable(
  scorecardId: string,
  measurableId: string,
  body: TReassignMeasurableRequest,
) {
  return apiSend<{ measurable: TMeasurable }>(
    'PUT',
    `/scorecard/${encodeURIComponent(scorecardId)}/${encodeURIComponent(measurableId)}/reassign`,
    body,
  );
}
