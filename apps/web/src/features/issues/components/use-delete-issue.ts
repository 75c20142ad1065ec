import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { useItemDelete } from '../../../components/item-popup/use-item-delete.ts';
import { deleteIssue } from '../api/delete-issue.ts';
import { issueKeys } from '../api/issue-query-keys.ts';
import { ISSUE_UI_TEXTS } from './issue-texts.ts';

/** Deleting an issue (Edit Issue's Delete, a row's menu): asks "Delete this issue?" first. */
export function useDeleteIssue(issue: Pick<TIssue, 'id' | 'title'>, onDeleted: () => void = () => {}) {
  return useItemDelete({
    remove: () => deleteIssue(issue.id),
    question: ISSUE_UI_TEXTS.deleteQuestion,
    name: issue.title,
    deletedText: ISSUE_UI_TEXTS.deleted(issue.title),
    invalidates: issueKeys.all,
    onDeleted,
  });
}
