import { LEVEL_10_AGENDA } from '@cairn/domain/meetings/meetings.constants';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { buildPerson } from '../../test/people.ts';
import { PERSON_ID } from '../test-support/render-feature.tsx';

export { buildPerson };

/** Ids the meeting tests use. */
export const MEETING_ID = '55555555-5555-4555-8555-555555555555';
export const OTHER_MEETING_ID = '66666666-6666-4666-8666-666666666666';
export const ALEX_ID = '77777777-7777-4777-8777-777777777777';
export const BEA_ID = '88888888-8888-4888-8888-888888888888';
export const CHRIS_ID = '99999999-9999-4999-8999-999999999999';

/** A meeting as the server answers it, owned by and inviting the test session's person. */
export function buildMeeting(overrides: Partial<TMeeting> = {}): TMeeting {
  return {
    id: MEETING_ID,
    version: 3,
    title: 'Leadership weekly',
    ownerPersonId: PERSON_ID,
    inviteeIds: [PERSON_ID, ALEX_ID],
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

/** The test organisation's people: the session's person (Frances Founder) and three more. */
export const TEST_PEOPLE: TPerson[] = [
  buildPerson(PERSON_ID, 'Frances', 'Founder', 'Owner'),
  buildPerson(ALEX_ID, 'Alex', 'Archer'),
  buildPerson(BEA_ID, 'Bea', 'Baker'),
  buildPerson(CHRIS_ID, 'Chris', 'Cole'),
];

/** A search answer holding these meetings. */
export function searchAnswer(items: TMeeting[]) {
  return { body: { items, totalCount: items.length, totalPages: Math.ceil(items.length / 25) } };
}

/** For the first look at a popup with the whole meeting form: it takes a while in jsdom on a busy machine. */
export const FORM_LOAD = { timeout: 8000 } as const;
