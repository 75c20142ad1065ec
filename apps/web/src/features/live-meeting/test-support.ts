import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';

/** A live meeting as the server answers it: not started, no one in it, no agenda unless given. */
export function buildLiveMeeting(fields: Partial<TLiveMeeting> = {}): TLiveMeeting {
  return {
    meetingId: null,
    meetingThreadId: '55555555-5555-4555-8555-555555555555',
    title: 'Leadership Team',
    scribePersonId: null,
    agendaName: 'Level 10',
    status: 'NotStarted',
    started: null,
    pausedAt: null,
    pausedMs: 0,
    attendees: [],
    agenda: [],
    agendaIndex: 0,
    selectedAttendeeId: null,
    focusIndex: -1,
    prevFocusIndex: -1,
    idsStatus: 'Complete',
    focusIssueIds: [],
    discussedIssueIds: [],
    solvedIssueIds: [],
    reviewedHeadlineIds: [],
    completedTodoIds: [],
    addedTodoIds: [],
    issueCount: 0,
    settings: { sendRecapEmail: true, clearMeetingItems: false },
    version: 0,
    serverTime: new Date().toISOString(),
    ...fields,
  };
}
