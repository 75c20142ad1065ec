import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { MEETING_ID } from '../test-support/item-fixtures.ts';
import { PERSON_ID } from '../test-support/render-feature.tsx';

/** The shared item fixtures, as the to-do tests have always imported them from here. */
export {
  BASE_HANDLERS,
  BEA_ID,
  MEETING_ID,
} from '../test-support/item-fixtures.ts';

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
