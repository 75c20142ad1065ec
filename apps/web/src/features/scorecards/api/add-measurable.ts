import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import type { TCreateMeasurableRequest } from '@cairn/domain/scorecards/scorecards.schemas';
import { call } from '../../../lib/call.ts';

/** `POST scorecard/{s}/add-measurable` (Add Measurable, 001 §2): answers the new measurable. */
export async function addMeasurable(scorecardId: string, body: TCreateMeasurableRequest) {
  return call(E.addMeasurable, { params: { scorecardId }, body });
}
