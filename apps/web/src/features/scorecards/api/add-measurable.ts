import type { TCreateMeasurableRequest, TMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { apiSend } from '../../../lib/api-client.ts';

/** `POST scorecard/{s}/add-measurable` (Add Measurable, 001 §2): answers the new measurable. */
export async function addMeasurable(scorecardId: string, body: TCreateMeasurableRequest) {
  return apiSend<{ measurable: TMeasurable }>(
    'POST',
    `/scorecard/${encodeURIComponent(scorecardId)}/add-measurable`,
    body,
  );
}
