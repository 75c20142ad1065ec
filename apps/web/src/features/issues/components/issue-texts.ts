import { ISSUE_ACTIONS } from '@cairn/domain/issues/issues.constants';
import type { TIssue } from '@cairn/domain/issues/issues.schemas';

/** Texts of the issue popups and lists (the spec's own texts come from ISSUE_TEXTS). */
export const ISSUE_UI_TEXTS = {
  addIssue: 'Add Issue',
  editIssue: 'Edit Issue',
  moveIssue: 'Move Issue',
  save: 'Save',
  move: 'Move',
  edit: 'Edit',
  delete: 'Delete',
  removed: 'This issue has been removed by another member of the meeting.',
  deleteQuestion: 'Delete this issue?',
  deleted: (title: string) => `Deleted: ${title}`,
  title: 'Title',
  owner: 'Owner',
  meeting: 'Meeting',
  status: 'Status',
  created: 'Created',
  from: 'From',
  destination: 'Destination',
  chooseDestination: 'Choose a meeting or a V/TO',
  meetingsGroup: 'Meetings',
  vtosGroup: 'V/TO long-term issues',
  addTo: 'Add to',
  vto: 'V/TO',
  vtoHint: 'The issue goes onto its long-term Issues List.',
  chooseVto: 'Choose a V/TO',
  moveWhenSaved: 'Save or discard your changes before moving the issue.',
  actions: 'Actions',
  issues: 'Issues',
} as const;

const [SOLVED_ACTION, , REOPEN_ACTION] = ISSUE_ACTIONS;

/**
 * The list's solve action on an issue (002 §4): Solved while it is open, Reopen once it is
 * solved; `isSolved` is what `PUT issue/{id}/solve` then sends.
 */
export function solveActionOf(issue: Pick<TIssue, 'status'>) {
  const action = issue.status === 'Solved' ? REOPEN_ACTION : SOLVED_ACTION;
  return { label: action.label, isSolved: action.status === 'Solved' };
}
