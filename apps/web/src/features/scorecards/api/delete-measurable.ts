import { SCORECARD_ENDPOINTS as E } from '@cairn/domain/scorecards/scorecards.endpoints';
import { call } from '../../../lib/call.ts';

/** `DELETE scorecard/{s}/{m}`: removes a measurable and its values from the scorecard. */
export async function deleteMeasurable(scorecardId: string, measurableId: string) {
  return call(E.removeMeasurable, { params: { scorecardId, measurableId } });
}
