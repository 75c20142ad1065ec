import { TODO_TEXTS } from '@cairn/domain/todos/todos.constants';

/** Texts of the to-do popups and lists. */
export const TODO_UI_TEXTS = {
  addTodo: 'Add To-Do',
  personalTodo: 'Personal To-Do',
  meetingTodo: 'Meeting To-Do',
  moreTodoKinds: 'More kinds of to-do',
  editTodo: 'Edit To-Do',
  save: 'Save',
  add: 'Add To-Do',
  delete: 'Delete',
  requiredFields: TODO_TEXTS.requiredFields,
  needsMeeting: TODO_TEXTS.needsMeeting,
  removed: 'This to-do has been removed by another member of the meeting.',
  deleteQuestion: 'Delete this to-do?',
  deleted: (title: string) => `Deleted: ${title}`,
  overdue: 'Overdue',
  title: 'Title',
  owners: 'Owners',
  /** Under Owners, before Save (issue 35): one to-do is made per owner. */
  willMake: (count: number) =>
    count === 1 ? 'Makes 1 to-do.' : `Makes ${count} to-dos, one for each owner.`,
  owner: 'Owner',
  dueDate: 'Due date',
  meeting: 'Meeting',
  notes: 'Notes',
} as const;
