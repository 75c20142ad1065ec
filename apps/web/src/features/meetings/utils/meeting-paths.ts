/**
 * Addresses of a meeting. The spec's `/traction/{tractionId}/{threadId}` names a meeting series
 * and one of its threads; until threads exist, the thread id is the meeting's own id
 * (docs/web.md, Meetings).
 */
export function overviewPathOf(meetingId: string): string {
  return `/traction/${meetingId}/${meetingId}/meetingoverview`;
}

/** The quarterly session of a meeting (000 §2.1 sub-page `quarterlypulsing`; issue 32). */
export function quarterlyPathOf(meetingId: string): string {
  return `/traction/${meetingId}/${meetingId}/quarterlypulsing`;
}

/** The edit popup of a meeting (a modal route). */
export function editPathOf(meetingId: string): string {
  return `/meeting/${meetingId}`;
}

/** The create popup (a modal route). */
export const NEW_MEETING_PATH = '/meeting/new';

/** The meeting list. */
export const MEETINGS_PATH = '/meetings';
