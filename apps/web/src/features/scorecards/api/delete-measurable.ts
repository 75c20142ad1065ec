import { apiSend } from '../../../lib/api-client.ts';

/** `DELETE scorecard/{s}/{m}`: removes a measurable and its values from the scorecard. */
export async function deleteMeasurable(scorecardId: string, measurableId: string) {
  return apiSend<{ measurableId: string }>(
    'DELETE',
    `/scorecard/${encodeURIComponent(scorecardId)}/${encodeURIComponent(measurableId)}`,
  );
}
