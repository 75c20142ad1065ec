import { TODO_TEXTS } from '@cairn/domain/todos/todos.constants';

/** Texts of the to-do popups and lists. */
export const TODO_UI_TEXTS = {
  addTodo: 'Add To-Do',
  personalTodo: 'Personal To-Do',
  meetingTodo: 'Meeting To-Do',
  editTodo: 'Edit To-Do',
  save: 'Save',
  add: 'Add To-Do',
  delete: 'Delete',
  requiredFields: TODO_TEXTS.requiredFields,
  firstNeedsMeeting: 'Adding a first To-Do requires a meeting',
  needsMeeting: TODO_TEXTS.needsMeeting,
  createMeeting: TODO_TEXTS.createMeeting,
  removed: 'This to-do has been removed by another member of the meeting.',
  stale:
    'Someone else changed this to-do while you were editing. Reload it to save your changes on top of theirs.',
  reload: 'Reload',
  deleteQuestion: 'Delete this to-do?',
  deleted: (title: string) => `Deleted: ${title}`,
  overdue: 'Overdue',
  title: 'Title',
  owners: 'Owners',
  owner: 'Owner',
  dueDate: 'Due date',
  meeting: 'Meeting',
  notes: 'Notes',
} as const;
