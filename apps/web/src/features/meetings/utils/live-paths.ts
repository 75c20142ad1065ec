/** Addresses of the live meeting, its history and its summaries (000 §2.1). */

/** The live meeting of a series. */
export function livePathOf(meetingThreadId: string): string {
  return `/meeting/live/${meetingThreadId}`;
}

/** The past meetings of a series (the `meetinghistory` sub-page). */
export function historyPathOf(meetingThreadId: string): string {
  return `/traction/${meetingThreadId}/${meetingThreadId}/meetinghistory`;
}

/** The frozen summary of one ended occurrence. */
export function summaryPathOf(meetingThreadId: string, meetingId: string): string {
  return `/traction/${meetingThreadId}/${meetingThreadId}/${meetingId}`;
}
