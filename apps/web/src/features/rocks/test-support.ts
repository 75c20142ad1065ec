import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { peopleSearchAnswer } from '../../test/people-search.ts';
import { BEA_ID, buildMeeting, MEETING_ID, TEST_PEOPLE } from '../test-support/item-fixtures.ts';
import { PERSON_ID } from '../test-support/render-feature.tsx';

/** The shared item fixtures the rock tests use. */
export { BEA_ID, MEETING_ID } from '../test-support/item-fixtures.ts';

/** Ids the rock tests use. */
export const ROCK_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const PARENT_ROCK_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const CHILD_ROCK_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
export const OTHER_MEETING_ID = '66666666-6666-4666-8666-666666666666';

/** A rock as the server answers it: Frances's On track company rock in Team sync. */
export function buildRock(overrides: Partial<TRock> = {}): TRock {
  return {
    id: ROCK_ID,
    version: 2,
    title: 'Open the Leeds office',
    ownerId: PERSON_ID,
    tractionId: MEETING_ID,
    tractionIds: [MEETING_ID],
    type: 'company',
    status: 'OnTrack',
    dueDate: '2099-03-31',
    completedAt: null,
    contentHtml: '',
    delegatedFromRockId: null,
    delegated: [],
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A rock delegated from ROCK_ID to Bea in Team sync (a team rock, Off track). */
export const CHILD_ROCK = buildRock({
  id: CHILD_ROCK_ID,
  ownerId: BEA_ID,
  status: 'OffTrack',
  type: 'team',
  delegatedFromRockId: ROCK_ID,
});

/** ROCK_ID with CHILD_ROCK delegated from it (`overrides` e.g. make it delegated itself). */
export function buildRockWithChild(overrides: Partial<TRock> = {}): TRock {
  const { id, tractionId, type, ownerId, delegatedFromRockId } = CHILD_ROCK;
  return buildRock({
    delegated: [{ id, tractionId, type, ownerId, delegatedFromRockId: delegatedFromRockId ?? ROCK_ID }],
    ...overrides,
  });
}

/** Handlers every rock popup needs: the people and two meetings (Team sync, Sales weekly). */
export const ROCK_HANDLERS = {
  'GET /people': { body: { people: TEST_PEOPLE } },
  'POST /people/search': peopleSearchAnswer(TEST_PEOPLE),
  'POST /meetings/search': {
    body: {
      items: [buildMeeting(), buildMeeting({ id: OTHER_MEETING_ID, title: 'Sales weekly' })],
      totalCount: null,
      totalPages: null,
    },
  },
};
