/**
 * The full-width scorecard page of a meeting: `/traction/{tractionId}/{threadId}/scorecard`
 * (the thread id is the meeting's own id until threads exist, as for the overview).
 */
export function scorecardPathOf(meetingId: string): string {
  return `/traction/${meetingId}/${meetingId}/scorecard`;
}
