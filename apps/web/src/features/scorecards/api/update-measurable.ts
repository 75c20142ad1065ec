import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import type { TEditMeasurableRequest } from '@cairn/domain/scorecards/scorecards.schemas';
import { call } from '../../../lib/call.ts';

/**
 * `PUT scorecard/{s}/{m}` (Edit Measurable): every field and the `version` it read (a stale one
 * answers 409); a goal change applies from `goalEffectiveFrom` onward.
 */
export async function updateMeasurable(
  scorecardId: string,
  measurableId: string,
  body: TEditMeasurableRequest,
) {
  return call(E.editMeasurable, { params: { scorecardId, measurableId }, body });
}
