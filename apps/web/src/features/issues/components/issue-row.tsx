import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { Table, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { formatCreatedDate } from '../../../components/item-list/format-created-date.ts';
import { deleteAction, editAction, ItemRowMenu } from '../../../components/item-list/item-row-menu.tsx';
import { ItemTitle, NEW_ROW_BACKGROUND } from '../../../components/item-list/item-title.tsx';
import { OwnerDateCells } from '../../../components/item-list/owner-date-cells.tsx';
import { RowCheckbox } from '../../../components/item-list/row-checkbox.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useIsNew } from '../../../lib/live/recently-added.ts';
import { useDeleteIssue } from './use-delete-issue.ts';
import { useIssueTexts } from './use-issue-texts.ts';

/** What a row can ask its list to do with its issue. */
type TIssueRowActions = {
  onSolve: (issue: TIssue, isSolved: boolean) => void;
  onEdit: (issue: TIssue) => void;
  onMove: (issue: TIssue) => void;
};

type TProps = TIssueRowActions & {
  issue: TIssue;
  owner: TPerson | undefined;
  /** The issue's meeting, in a list across meetings (undefined: no meeting column). */
  meetingTitle?: string;
  /** False for observers: no solve box, no menu, and the title does not open the editor. */
  canChange: boolean;
  isSolving: boolean;
};

/**
 * One issue of a list: the solve box (Solved / Reopen, 002 §4), the title (opens Edit Issue;
 * struck through once solved; 'New' when it arrived live), owner, created date, and the row's
 * menu (Edit, Move, Delete: asks first).
 */
export function IssueRow({
  issue,
  owner,
  meetingTitle,
  canChange,
  isSolving,
  onSolve,
  onEdit,
  onMove,
}: TProps) {
  const { t } = useTranslation();
  const texts = useIssueTexts();
  const isSolved = issue.status === 'Solved';
  const isNew = useIsNew('issue', issue.id);
  const solve = texts.solveActionOf(issue);
  const remove = useDeleteIssue(issue);
  return (
    <Table.Tr data-new={isNew || undefined} bg={isNew ? NEW_ROW_BACKGROUND : undefined}>
      {canChange ? (
        <Table.Td w={40} data-cell="check">
          <RowCheckbox
            label={solve.name}
            title={solve.label}
            checked={isSolved}
            disabled={isSolving}
            onChange={() => onSolve(issue, solve.isSolved)}
          />
        </Table.Td>
      ) : null}
      <Table.Td data-cell="title">
        <ItemTitle
          title={issue.title}
          isDone={isSolved}
          isNew={isNew}
          onEdit={canChange ? () => onEdit(issue) : undefined}
        />
      </Table.Td>
      {meetingTitle === undefined ? null : (
        <Table.Td data-cell="meeting">
          <Text size="sm" c="dimmed" lineClamp={1}>
            {meetingTitle}
          </Text>
        </Table.Td>
      )}
      <OwnerDateCells owner={owner} date={formatCreatedDate(issue.createdAt)} />
      {canChange ? (
        <ItemRowMenu
          title={issue.title}
          actions={[
            editAction(t, () => onEdit(issue)),
            {
              label: texts.move,
              icon: <IconArrowsExchange size={16} aria-hidden />,
              onClick: () => onMove(issue),
            },
            deleteAction(t, remove),
          ]}
        />
      ) : null}
    </Table.Tr>
  );
}
