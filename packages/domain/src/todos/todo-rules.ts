import { addDays } from '../items/calendar-date.ts';
import { OPEN_TODO_STATUSES, TODO_DEFAULT_DUE_DAYS, type TTodoStatus } from './todos.constants.ts';

/** The due date a new to-do gets: TODO_DEFAULT_DUE_DAYS after `today` (`YYYY-MM-DD`). */
export function defaultTodoDueDate(today: string): string {
  return addDays(today, TODO_DEFAULT_DUE_DAYS);
}

/** True while the to-do is still to be done (Pending or NotDone). */
export function isOpenTodoStatus(status: TTodoStatus): boolean {
  return (OPEN_TODO_STATUSES as readonly TTodoStatus[]).includes(status);
}

/** True when an open to-do's due date is before `today`: the lists make it stand out. */
export function isTodoOverdue(todo: { status: TTodoStatus; dueDate: string }, today: string): boolean {
  return isOpenTodoStatus(todo.status) && todo.dueDate < today;
}

/**
 * The status after `PUT todo/{id}/complete`: complete makes it Done; un-completing a Done
 * to-do makes it NotDone; un-completing anything else leaves it as it is.
 */
export function statusAfterComplete(current: TTodoStatus, isComplete: boolean): TTodoStatus {
  if (isComplete) return 'Done';
  return current === 'Done' ? 'NotDone' : current;
}
