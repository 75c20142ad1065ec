import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { peopleSearchAnswer } from '../../test/people-search.ts';
import {
  BEA_ID,
  buildMeeting as buildMeetingOfMeetings,
  buildPerson,
  MEETING_ID,
} from '../meetings/test-support.ts';
import { PERSON_ID } from './render-feature.tsx';

/** Ids every item test uses (the same as the meeting tests'): the meeting and a second person. */
export { BEA_ID, MEETING_ID };

/** The session's person (Frances) and Bea. */
export const TEST_PEOPLE = [
  buildPerson(PERSON_ID, 'Frances', 'Founder'),
  buildPerson(BEA_ID, 'Bea', 'Baker'),
];

/** A meeting inviting both test people, without schedule or agenda. */
export function buildMeeting(overrides: Partial<TMeeting> = {}): TMeeting {
  return buildMeetingOfMeetings({
    version: 1,
    title: 'Team sync',
    inviteeIds: [PERSON_ID, BEA_ID],
    schedule: null,
    nextDate: null,
    agenda: { items: [] },
    ...overrides,
  });
}

/** Handlers every item popup needs: the people and the caller's meetings. */
export const BASE_HANDLERS = {
  'GET /people': { body: { people: TEST_PEOPLE } },
  'POST /people/search': peopleSearchAnswer(TEST_PEOPLE),
  'POST /meetings/search': { body: { items: [buildMeeting()], totalCount: null, totalPages: null } },
  // Add Issue offers the reader's V/TOs as a destination; none unless a test gives some.
  'GET /vto/collections': { body: { collections: [] } },
};

export const TODO_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

/** A to-do as the server answers it. */
export function buildTodo(overrides: Partial<TTodo> = {}): TTodo {
  return {
    id: TODO_ID,
    version: 2,
    title: 'Call the bank',
    ownerId: PERSON_ID,
    tractionId: MEETING_ID,
    dueDate: '2099-01-01',
    status: 'Pending',
    completedAt: null,
    contentHtml: '',
    isOverdue: false,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
