import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { ALEX_ID, BEA_ID, CHRIS_ID } from '../../test/meetings.ts';
import { buildPerson } from '../../test/people.ts';
import { PERSON_ID } from '../test-support/render-feature.tsx';

export {
  ALEX_ID,
  BEA_ID,
  buildMeeting,
  MEETING_ID,
  OTHER_MEETING_ID,
} from '../../test/meetings.ts';
export { buildPerson };

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
