import { todoCompletion } from '@cairn/domain/live-meeting/live-meeting-rules';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { initialListRequest } from '../../../components/item-list/use-item-list-search.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { TodoListSection, useTodoSearch } from '../../todos/index.ts';
import { formatPercent } from '../components/live-format.ts';
import { useLiveMeetingScope } from '../components/live-meeting-scope.tsx';
import '../texts.ts';
import { TODO_LIST_CONFIG } from '../../../components/item-list/list-configs.ts';
import { DropToIssues } from './drop-to-issues.tsx';
import { SectionFrame } from './section-frame.tsx';

/**
 * The week's completion: the meeting's to-dos done against all it reviews (those added in this
 * meeting are next week's), with the 90% rule. It reads the same search as the list below, so
 * it costs no call of its own.
 */
function CompletionBanner() {
  const { view } = useLiveMeetingScope();
  const { t } = useTranslation();
  const { counts } = useTodoSearch(initialListRequest(TODO_LIST_CONFIG, view.meetingThreadId));
  if (!counts) return null;
  const added = new Set(view.addedTodoIds);
  const done = Math.max(0, (counts.done ?? 0) - view.completedTodoIds.filter((id) => added.has(id)).length);
  const total = Math.max(0, (counts.open ?? 0) + (counts.done ?? 0) - added.size);
  const { rate, meetsGoal } = todoCompletion(Math.min(done, total), total);
  if (rate === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('live.todos.none')}
      </Text>
    );
  }
  const percent = formatPercent(Math.round(rate * 100));
  return (
    <Alert
      color={meetsGoal ? 'teal' : 'orange'}
      variant="light"
      aria-label={t('live.todos.completion', { done, count: total, percent })}
    >
      <Stack gap={6}>
        <Text fw={600}>
          {t('live.todos.completion', { done: Math.min(done, total), count: total, percent })}
        </Text>
        <Progress value={Math.round(rate * 100)} color={meetsGoal ? 'teal' : 'orange'} aria-hidden />
        <Text size="sm">{meetsGoal ? t('live.todos.goalMet') : t('live.todos.goalMissed')}</Text>
      </Stack>
    </Alert>
  );
}

/** To-do list: done / not done for each, drop to Issues, the week's completion and the 90% rule. */
export function TodosSection({ title }: { title: string }) {
  const { view, canChange } = useLiveMeetingScope();
  const { t } = useTranslation();
  return (
    <SectionFrame title={title} guidance={t('live.todos.guidance')}>
      <CompletionBanner />
      <DropToIssues>
        <TodoListSection tractionId={view.meetingThreadId} canChange={canChange} />
      </DropToIssues>
    </SectionFrame>
  );
}
