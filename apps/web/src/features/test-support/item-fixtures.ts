import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { buildPerson } from '../meetings/test-support.ts';
import { PERSON_ID } from './render-feature.tsx';

export { buildPerson };

/** Ids every item test uses: the meeting and a second person (the session's person is PERSON_ID). */
export const MEETING_ID = '55555555-5555-4555-8555-555555555555';
export const BEA_ID = '88888888-8888-4888-8888-888888888888';

/** The session's person (Frances) and Bea. */
export const TEST_PEOPLE = [
  buildPerson(PERSON_ID, 'Frances', 'Founder'),
  buildPerson(BEA_ID, 'Bea', 'Baker'),
];

/** A meeting inviting both test people. */
export function buildMeeting(overrides: Partial<TMeeting> = {}): TMeeting {
  return {
    id: MEETING_ID,
    version: 1,
    title: 'Team sync',
    ownerPersonId: PERSON_ID,
    inviteeIds: [PERSON_ID, BEA_ID],
    colorTag: 'None',
    schedule: null,
    nextDate: null,
    agenda: { items: [] },
    isFavorite: false,
    isLeadershipTeam: false,
    archivedAt: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Handlers every item popup needs: the people and the caller's meetings. */
export const BASE_HANDLERS = {
  'GET /people': { body: { people: TEST_PEOPLE } },
  'POST /meetings/search': { body: { items: [buildMeeting()], totalCount: null, totalPages: null } },
};
