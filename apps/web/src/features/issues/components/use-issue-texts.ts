import { ISSUE_STATUSES, type TIssueStatus } from '@cairn/domain/issues/issues.constants';
import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { useMemo } from 'react';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** The key of each status's name (002 §4: Not Solved, Solved); the domain's labels stay the server's. */
const ISSUE_STATUS_KEYS: Record<TIssueStatus, TTextKey> = {
  Open: 'issue.status.open',
  Solved: 'issue.status.solved',
};

/** Texts of the issue popups and lists, in the person's language (issue 33). */
export function useIssueTexts() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      /** The item as a heading names it ('Issue'), in a sentence ('issue') and its plural ('issues'). */
      name: t('issue.name'),
      item: t('issue.item'),
      items: t('issue.items'),
      addIssue: t('issue.add'),
      editIssue: t('issue.edit'),
      moveIssue: t('issue.move.title'),
      save: t('issue.save'),
      move: t('issue.move.action'),
      delete: t('issue.delete'),
      needsMeeting: t('issue.needsMeeting'),
      removed: t('issue.removed'),
      deleteQuestion: t('issue.deleteQuestion'),
      deleted: (title: string) => t('issue.deleted', { title }),
      solvedToast: (title: string) => t('issue.solvedToast', { title }),
      title: t('issue.field.title'),
      owner: t('issue.field.owner'),
      meeting: t('issue.field.meeting'),
      status: t('issue.field.status'),
      created: t('issue.column.created'),
      actions: t('issue.column.actions'),
      list: t('issue.list.label'),
      from: (meeting: string) => t('issue.move.from', { meeting }),
      destination: t('issue.move.destination'),
      chooseDestination: t('issue.move.chooseDestination'),
      loadingDestinations: t('issue.move.loading'),
      meetingsGroup: t('issue.move.meetingsGroup'),
      vtosGroup: t('issue.move.vtosGroup'),
      noOtherMeetings: t('issue.move.noOtherMeetings'),
      moved: (destination: string) => t('issue.move.moved', { destination }),
      moveFailed: t('issue.move.failed'),
      moveWhenSaved: t('issue.move.whenSaved'),
      /** A V/TO a move may go to: its title and folder, marked when it is a draft. */
      vtoOption: (title: string, folder: string, isPublished: boolean) =>
        isPublished
          ? t('issue.move.vtoOption', { title, folder })
          : t('issue.move.vtoDraftOption', { title, folder }),
      /** A V/TO Add Issue may put the issue on, marked when it is a draft. */
      vtoTarget: (title: string, isPublished: boolean) =>
        isPublished ? title : t('issue.target.vtoDraft', { title }),
      addTo: t('issue.target.to'),
      vto: t('issue.target.vto'),
      vtoHint: t('issue.target.vtoHint'),
      chooseVto: t('issue.target.chooseVto'),
      noResults: t('issue.noResults'),
      statusOptions: ISSUE_STATUSES.map((status) => ({ value: status, label: t(ISSUE_STATUS_KEYS[status]) })),
      /**
       * The list's solve action on an issue (002 §4): Solved while it is open, Reopen once it is
       * solved; `isSolved` is what `PUT issue/{id}/solve` then sends.
       */
      solveActionOf: (issue: Pick<TIssue, 'status' | 'title'>) =>
        issue.status === 'Solved'
          ? {
              label: t('issue.action.reopen'),
              name: t('issue.row.reopen', { title: issue.title }),
              isSolved: false,
            }
          : {
              label: t('issue.action.solved'),
              name: t('issue.row.solve', { title: issue.title }),
              isSolved: true,
            },
    }),
    [t],
  );
}
