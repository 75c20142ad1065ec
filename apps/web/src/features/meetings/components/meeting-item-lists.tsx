import { Stack } from '@mantine/core';
import { LaterSections } from '../../../components/later-sections.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
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

/** A list section's height while its first page loads (its heading, toolbar and a few rows). */
const LIST_PLACEHOLDER = '22rem';

/** The item lists after the scorecard, in the agenda's order. */
const ITEM_LISTS = [
  { key: 'rocks', Section: RockListSection, title: 'meeting.lists.rocks' },
  { key: 'headlines', Section: HeadlineListSection, title: 'meeting.lists.headlines' },
  { key: 'todos', Section: TodoListSection, title: 'meeting.lists.todos' },
  { key: 'issues', Section: IssueListSection, title: 'meeting.lists.issues' },
] as const;

/**
 * The meeting's items on its overview, in the order of the Level 10 agenda: Scorecard, Rocks, Headlines,
 * To-Dos, Issues; each a searchable list with filters, counts, an add button and an empty state
 * that says what to do. Only the scorecard is on a wide screen's first screen and none of them
 * on a phone's: the others are drawn one by one right after it (`LaterSections`).
 */
export function MeetingItemLists({ tractionId, canChange }: TProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <Stack gap="md">
      <LaterSections
        first={isPhone ? 0 : 1}
        sections={[
          {
            key: 'scorecard',
            placeholderHeight: '30rem',
            node: <ScorecardPanel tractionId={tractionId} canEdit={canChange} variant="section" />,
          },
          ...ITEM_LISTS.map(({ key, Section, title }) => ({
            key,
            placeholderHeight: LIST_PLACEHOLDER,
            node: <Section tractionId={tractionId} title={t(title)} canChange={canChange} />,
          })),
        ]}
      />
    </Stack>
  );
}
