import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { useState } from 'react';
import { ItemTable, type TEmptyList } from '../../../components/item-list/item-table.tsx';
import { useDoneWithUndo } from '../../../components/item-list/use-done-with-undo.tsx';
import { useEditItem } from '../../../components/item-popup/edit-item-param.ts';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { issueKeys } from '../api/issue-query-keys.ts';
import { solveIssue } from '../api/solve-issue.ts';
import { IssueRow } from './issue-row.tsx';
import { MoveIssuePanel } from './move-issue-panel.tsx';
import { useIssueTexts } from './use-issue-texts.ts';

export type TIssueListProps = {
  issues: readonly TIssue[];
  isPending: boolean;
  /** False for observers: no solve box, no menu, no editing. */
  canChange: boolean;
  /** What the list says when it is empty: what to do next. */
  empty: TEmptyList;
  /** A list across meetings names each issue's meeting (the Issues page); a meeting's own list does not. */
  meetingTitleOf?: (tractionId: string | null) => string | undefined;
};

/**
 * A list of issues (the meeting overview): solve inline with the version it shows (Undo for 5 s), owner and
 * created date; the title or the row menu's Edit opens Edit Issue, Move opens Move Issue.
 */
export function IssueList({ issues, isPending, canChange, empty, meetingTitleOf }: TIssueListProps) {
  const texts = useIssueTexts();
  const people = usePeopleOfOrg();
  const editing = useEditItem();
  const [moving, setMoving] = useState<TIssue | null>(null);
  const solve = useDoneWithUndo<TIssue>({
    queryKey: issueKeys.all,
    setDone: async (issue, isSolved) =>
      (await solveIssue(issue.id, { isSolved, version: issue.version })).issue,
    doneText: (issue) => texts.solvedToast(issue.title),
  });
  const rows = solve.withLingering(issues);
  const columns = [
    canChange ? { label: texts.status, width: 40, isHidden: true } : null,
    { label: texts.title },
    meetingTitleOf ? { label: texts.meeting } : null,
    { label: texts.owner },
    { label: texts.created },
    canChange ? { label: texts.actions, width: 48, isHidden: true } : null,
  ];
  return (
    <>
      <ItemTable
        label={texts.list}
        columns={columns}
        isPending={isPending}
        empty={empty}
        rows={rows}
        renderRow={(issue) => (
          <IssueRow
            key={issue.id}
            issue={issue}
            owner={issue.ownerId ? people.byId.get(issue.ownerId) : undefined}
            meetingTitle={meetingTitleOf ? (meetingTitleOf(issue.tractionId) ?? '') : undefined}
            canChange={canChange}
            isSolving={solve.pendingId === issue.id}
            onSolve={solve.setDone}
            onEdit={(item) => editing.open('issue', item.id)}
            onMove={setMoving}
          />
        )}
      />
      {moving ? <MoveIssuePanel issue={moving} onClose={() => setMoving(null)} /> : null}
    </>
  );
}
