import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { FOCUS_ISSUES_MAX } from '@cairn/domain/live-meeting/live-meeting.constants';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconCheck, IconPlayerPlay, IconPlus, IconStar, IconStarFilled, IconX } from '@tabler/icons-react';
import { initialListRequest } from '../../../components/item-list/use-item-list-search.ts';
import { useOpenItemPopup } from '../../../components/item-popup/open-item-popup.ts';
import { PlainList } from '../../../components/plain-list.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useIssueSearch, useIssuesById } from '../../issues/index.ts';
import { useLiveMeetingScope } from '../components/live-meeting-scope.tsx';
import '../texts.ts';
import { ISSUE_LIST_CONFIG } from '../../../components/item-list/list-configs.ts';
import { SectionFrame } from './section-frame.tsx';

/** The top issues in their order; the one being discussed is highlighted, the scribe runs them. */
function FocusIssues({ byId }: { byId: Map<string, TIssue> }) {
  const { view, isScribe, act, isTv } = useLiveMeetingScope();
  const { t } = useTranslation();
  const { focusIssueIds, focusIndex } = view;
  const isSolving = focusIndex >= 0;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz={isTv ? 28 : 'h5'}>
            {t('live.ids.focus')}
          </Title>
          {isScribe && focusIssueIds.length > 0 ? (
            isSolving ? (
              <Group gap="xs">
                <Button
                  size="xs"
                  color="teal"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  onClick={() => act('next-focus-issue', { isSolved: true, fromIndex: focusIndex })}
                >
                  {t('live.ids.solved')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => act('next-focus-issue', { isSolved: false, fromIndex: focusIndex })}
                >
                  {t('live.ids.nextIssue')}
                </Button>
                <Button size="xs" variant="subtle" color="gray" onClick={() => act('end-focus-group')}>
                  {t('live.ids.endFocus')}
                </Button>
              </Group>
            ) : (
              <Button
                size="xs"
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
                onClick={() => act('start-focus-group')}
              >
                {t('live.ids.startFocus')}
              </Button>
            )
          ) : null}
        </Group>
        {focusIssueIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('live.ids.focusEmpty')}
          </Text>
        ) : (
          <PlainList ordered gap={6} aria-label={t('live.ids.focus')}>
            {focusIssueIds.map((id, index) => {
              const issue = byId.get(id);
              const isNow = index === focusIndex;
              const isSolved = view.solvedIssueIds.includes(id);
              return (
                <Group
                  key={id}
                  component="li"
                  gap="sm"
                  wrap="nowrap"
                  p="xs"
                  aria-current={isNow || undefined}
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: isNow ? 'var(--mantine-color-blue-light)' : undefined,
                    border: isNow ? '1px solid var(--mantine-color-blue-5)' : '1px solid transparent',
                  }}
                >
                  <Badge circle size="lg" variant={isNow ? 'filled' : 'light'}>
                    {index + 1}
                  </Badge>
                  {/* The badges wrap under the title on a phone rather than squeeze it. */}
                  <Group gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
                    <Text
                      fw={isNow ? 700 : 500}
                      size={isTv ? 'xl' : 'md'}
                      td={isSolved ? 'line-through' : undefined}
                      style={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      {issue?.title ?? '…'}
                    </Text>
                    {isNow ? <Badge color="blue">{t('live.ids.now')}</Badge> : null}
                    {isSolved ? <Badge color="teal">{t('live.ids.solved')}</Badge> : null}
                  </Group>
                  {isScribe && !isSolving ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('live.ids.unpick', { title: issue?.title ?? '' })}
                      onClick={() => act('remove-focus-issue', { issueId: id })}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  ) : null}
                </Group>
              );
            })}
          </PlainList>
        )}
      </Stack>
    </Paper>
  );
}

/** One open issue: pick it as a top issue (scribe), mark it solved (attendees). */
function OpenIssueRow({ issue, ownerName }: { issue: TIssue; ownerName: string }) {
  const { view, isScribe, canChange, act, isTv } = useLiveMeetingScope();
  const { t } = useTranslation();
  const isPicked = view.focusIssueIds.includes(issue.id);
  const isFull = view.focusIssueIds.length >= FOCUS_ISSUES_MAX;
  const pickLabel = isPicked
    ? t('live.ids.unpick', { title: issue.title })
    : t('live.ids.pick', { title: issue.title });
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {isScribe ? (
        <Tooltip label={pickLabel}>
          <ActionIcon
            variant={isPicked ? 'light' : 'subtle'}
            color={isPicked ? 'yellow' : 'gray'}
            aria-label={pickLabel}
            aria-pressed={isPicked}
            disabled={!isPicked && isFull}
            onClick={() => act(isPicked ? 'remove-focus-issue' : 'add-focus-issue', { issueId: issue.id })}
          >
            {isPicked ? <IconStarFilled size={16} aria-hidden /> : <IconStar size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size={isTv ? 'lg' : 'sm'} fw={500} style={{ overflowWrap: 'anywhere' }}>
          {issue.title}
        </Text>
        <Text size="xs" c="dimmed">
          {ownerName}
        </Text>
      </Stack>
      {canChange ? (
        <Button
          size="compact-sm"
          variant="light"
          color="teal"
          aria-label={t('live.ids.markSolvedNamed', { title: issue.title })}
          onClick={() => act('mark-as-solved', { issueId: issue.id })}
        >
          {t('live.ids.markSolved')}
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * IDS: the meeting's open issues. The scribe picks the top three (the IDS is Prioritizing while
 * issues are open, Complete when none are), then runs them one at a time: Solved or Next issue.
 * Any attendee may mark an issue solved; issues solved in this meeting can be reopened.
 */
export function IdsSection({ title }: { title: string }) {
  const { view, canChange, act, nameOf, isScribe } = useLiveMeetingScope();
  const { t } = useTranslation();
  const openPopup = useOpenItemPopup();
  const open = useIssueSearch(initialListRequest(ISSUE_LIST_CONFIG, view.meetingThreadId));
  const named = useIssuesById([...view.focusIssueIds, ...view.solvedIssueIds]);
  const byId = new Map(named.data ?? []);
  for (const issue of open.issues) byId.set(issue.id, issue);
  // The list search catches up through its own events; the meeting's state already knows what was solved.
  const openIssues = open.issues.filter((issue) => !view.solvedIssueIds.includes(issue.id));
  const isComplete = view.idsStatus === 'Complete';
  const togglePick = (index: number) => {
    const issue = openIssues[index];
    if (!isScribe || !issue) return;
    const isPicked = view.focusIssueIds.includes(issue.id);
    act(isPicked ? 'remove-focus-issue' : 'add-focus-issue', { issueId: issue.id });
  };
  useHotkeys([
    ['1', () => togglePick(0)],
    ['2', () => togglePick(1)],
    ['3', () => togglePick(2)],
    [
      's',
      () => {
        if (isScribe && view.focusIndex >= 0)
          act('next-focus-issue', { isSolved: true, fromIndex: view.focusIndex });
      },
    ],
  ]);
  return (
    <SectionFrame
      title={title}
      guidance={t('live.ids.guidance')}
      aside={
        <Group gap="xs">
          <Badge color={isComplete ? 'teal' : 'blue'} variant="light" size="lg">
            {isComplete ? t('live.ids.complete') : t('live.ids.prioritizing')}
          </Badge>
          <Badge color="gray" variant="outline" size="lg" aria-live="polite">
            {t('live.ids.openIssues', { count: view.issueCount })}
          </Badge>
          {canChange && openPopup ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => openPopup('issue', view.meetingThreadId)}
            >
              {t('live.ids.addIssue')}
            </Button>
          ) : null}
        </Group>
      }
    >
      <FocusIssues byId={byId} />
      <Stack gap={4}>
        <Title order={3} fz="h5">
          {t('live.ids.allIssues')}
        </Title>
        {openIssues.length === 0 && !open.isPending ? (
          <Text size="sm" c="dimmed">
            {t('live.ids.noIssues')}
          </Text>
        ) : (
          <PlainList gap={0} aria-label={t('live.ids.allIssues')}>
            {openIssues.map((issue) => (
              <OpenIssueRow
                key={issue.id}
                issue={issue}
                ownerName={issue.ownerId ? nameOf(issue.ownerId) : ''}
              />
            ))}
          </PlainList>
        )}
      </Stack>
      {view.solvedIssueIds.length > 0 ? (
        <Stack gap={4}>
          <Title order={3} fz="h5">
            {t('live.ids.solvedThisMeeting')}
          </Title>
          <PlainList gap={0} aria-label={t('live.ids.solvedThisMeeting')}>
            {view.solvedIssueIds.map((id) => (
              <Group key={id} component="li" gap="sm" py={4} wrap="nowrap">
                <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
                <Text size="sm" td="line-through" c="dimmed" style={{ flex: 1, minWidth: 0 }}>
                  {byId.get(id)?.title ?? '…'}
                </Text>
                {canChange ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => act('reopen-issue', { issueId: id })}
                  >
                    {t('live.ids.reopen')}
                  </Button>
                ) : null}
              </Group>
            ))}
          </PlainList>
        </Stack>
      ) : null}
    </SectionFrame>
  );
}
