import type { TEditMeasurableRequest, TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * `PUT scorecard/{s}/{m}` (Edit Measurable): every field and the `version` it read (a stale one
 * answers 409); a goal change applies from `goalEffectiveFrom` onward.
 */
export async function updateMeasurable(
  scorecardId: string,
  measurableId: string,
  body: TEditMeasurableRequest,
) {
  return apiSend<{ measurable: TMeasurable }>(
    'PUT',
    `/scorecard/${encodeURIComponent(scorecardId)}/${encodeURIComponent(measurableId)}`,
    body,
  );
}
