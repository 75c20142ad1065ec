import { Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { HeadlineListSection } from '../../headlines/index.ts';
import { IssueListSection } from '../../issues/index.ts';
import { RockListSection } from '../../rocks/index.ts';
import { ScorecardPanel } from '../../scorecards/index.ts';
import { TodoListSection } from '../../todos/index.ts';
import '../texts.ts';

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
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <ScorecardPanel tractionId={tractionId} canEdit={canChange} variant="section" />
      <RockListSection tractionId={tractionId} title={t('meeting.lists.rocks')} canChange={canChange} />
      <HeadlineListSection
        tractionId={tractionId}
        title={t('meeting.lists.headlines')}
        canChange={canChange}
      />
      <TodoListSection tractionId={tractionId} title={t('meeting.lists.todos')} canChange={canChange} />
      <IssueListSection tractionId={tractionId} title={t('meeting.lists.issues')} canChange={canChange} />
    </Stack>
  );
}
