/** The shared item fixtures, as the to-do tests have always imported them from here. */
/** A to-do as the server answers it (shared with other features' tests). */
export {
  BASE_HANDLERS,
  BEA_ID,
  buildTodo,
  MEETING_ID,
  TODO_ID,
} from '../test-support/item-fixtures.ts';
