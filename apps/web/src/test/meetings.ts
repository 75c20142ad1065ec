import { LEVEL_10_AGENDA } from '@cairn/domain/meetings/meetings.constants';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { FEATURE_PERSON_ID } from './people.ts';

/** Ids the meeting tests use. */
export const MEETING_ID = '55555555-5555-4555-8555-555555555555';
export const OTHER_MEETING_ID = '66666666-6666-4666-8666-666666666666';
export const ALEX_ID = '77777777-7777-4777-8777-777777777777';
export const BEA_ID = '88888888-8888-4888-8888-888888888888';
export const CHRIS_ID = '99999999-9999-4999-8999-999999999999';

/** A meeting as the server answers it, owned by and inviting the feature tests' person. */
export function buildMeeting(overrides: Partial<TMeeting> = {}): TMeeting {
  return {
    id: MEETING_ID,
    version: 3,
    title: 'Leadership weekly',
    ownerPersonId: FEATURE_PERSON_ID,
    inviteeIds: [FEATURE_PERSON_ID, ALEX_ID],
    colorTag: 'None',
    schedule: { weekday: 1, time: '09:00', timeZone: 'UTC' },
    nextDate: '2030-06-03T09:00:00.000Z',
    agenda: {
      items: LEVEL_10_AGENDA.map((item, index) => ({
        id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(index).padStart(12, '0')}`,
        ...item,
      })),
    },
    isFavorite: false,
    isLeadershipTeam: false,
    liveStatus: null,
    scorecardId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    archivedAt: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
