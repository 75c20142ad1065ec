import { HEADLINE_ACTIONS } from './soak-headlines.ts';
import { ISSUE_ACTIONS } from './soak-issues.ts';
import type { TAction } from './soak-person.ts';
import { ROCK_ACTIONS } from './soak-rocks.ts';
import { TODO_ACTIONS } from './soak-todos.ts';

/** The four items' actions (to-dos, issues, rocks, headlines), as the soak draws them. */
export const ITEM_ACTIONS: TAction[] = [
  ...TODO_ACTIONS,
  ...ISSUE_ACTIONS,
  ...ROCK_ACTIONS,
  ...HEADLINE_ACTIONS,
];
