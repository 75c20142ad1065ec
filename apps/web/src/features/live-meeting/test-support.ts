import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import { initialLiveState } from '@cairn/domain/live-meeting/live-meeting-state';

/** A live meeting as the server answers it: not started, no one in it, no agenda unless given. */
export function buildLiveMeeting(fields: Partial<TLiveMeeting> = {}): TLiveMeeting {
  const state = initialLiveState({
    meetingThreadId: '55555555-5555-4555-8555-555555555555',
    agendaName: 'Level 10',
    agenda: [],
    issueCount: 0,
  });
  return {
    ...state,
    title: 'Leadership Team',
    agendaTemplateId: null,
    attendees: [],
    version: 0,
    serverTime: new Date().toISOString(),
    ...fields,
  };
}
