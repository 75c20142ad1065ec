import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import type { TReassignMeasurableRequest } from '@cairn/domain/scorecards/scorecards.schemas';
import { call } from '../../../lib/call.ts';

/** `PUT scorecard/{s}/{m}/reassign` (001 §4): the new owner, after the confirmation. */
export async function reassignMeasurable(
  scorecardId: string,
  measurableId: string,
  body: TReassignMeasurableRequest,
) {
  return call(E.reassignMeasurable, { params: { scorecardId, measurableId }, body });
}
