import { Stack } from '@mantine/core';
import { HeadlineListSection } from '../../headlines/index.ts';
import { IssueListSection } from '../../issues/index.ts';
import { RockListSection } from '../../rocks/index.ts';
import { ScorecardPanel } from '../../scorecards/index.ts';
import { TodoListSection } from '../../todos/index.ts';

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
