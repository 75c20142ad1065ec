import { Stack } from '@mantine/core';
import { HeadlineListSection } from '../../headlines/components/headline-list-section.tsx';
import { IssueListSection } from '../../issues/components/issue-list-section.tsx';
import { RockListSection } from '../../rocks/components/rock-list-section.tsx';
import { ScorecardPanel } from '../../scorecards/components/scorecard-panel.tsx';
import { TodoListSection } from '../../todos/components/todo-list-section.tsx';

type TProps = {
  tractionId: string;
  /** False for observers and archived meetings: the lists are read-only. */
  canChange: boolean;
};

/**
 * The meeting's items on its overview, in the order of the Level 10 agenda: Scorecard, Rocks, Headlines,
 * To-Dos, Issues; each a searchable list with filters, counts, an add button and an empty state
 * that says what to do.
 */
export function MeetingItemLists({ tractionId, canChange }: TProps) {
  return (
    <Stack gap="md">
      <ScorecardPanel tractionId={tractionId} canEdit={canChange} variant="section" />
      <RockListSection tractionId={tractionId} title="Rocks" canChange={canChange} />
      <HeadlineListSection tractionId={tractionId} title="Headlines" canChange={canChange} />
      <TodoListSection tractionId={tractionId} title="To-Dos" canChange={canChange} />
      <IssueListSection tractionId={tractionId} title="Issues" canChange={canChange} />
    </Stack>
  );
}
