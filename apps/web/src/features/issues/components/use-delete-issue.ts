import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { useItemDelete } from '../../../components/item-popup/use-item-delete.ts';
import { deleteIssue } from '../api/delete-issue.ts';
import { issueKeys } from '../api/issue-query-keys.ts';
import { useIssueTexts } from './use-issue-texts.ts';

/** Deleting an issue (Edit Issue's Delete, a row's menu): asks "Delete this issue?" first. */
export function useDeleteIssue(issue: Pick<TIssue, 'id' | 'title'>, onDeleted: () => void = () => {}) {
  const texts = useIssueTexts();
  return useItemDelete({
    remove: () => deleteIssue(issue.id),
    question: texts.deleteQuestion,
    name: issue.title,
    deletedText: texts.deleted(issue.title),
    invalidates: issueKeys.all,
    onDeleted,
  });
}
