import { RATING_MAX, RATING_MIN } from '@cairn/domain/live-meeting/live-meeting.constants';
import { averageRating, isGoodRating } from '@cairn/domain/live-meeting/live-meeting-rules';
import { Badge, Group, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { PersonAvatar } from '../../../components/person-avatar/person-avatar.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { HeadlineListSection } from '../../headlines/index.ts';
import { formatDueDate, useTodosByIds } from '../../todos/index.ts';
import { useLiveMeetingScope } from '../components/live-meeting-scope.tsx';
import '../texts.ts';
import { SectionFrame } from './section-frame.tsx';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

/** The to-dos made in this meeting, with owner and due date: the recap before everyone leaves. */
function NewTodos() {
  const { view, nameOf } = useLiveMeetingScope();
  const { t } = useTranslation();
  const todos = useTodosByIds(view.addedTodoIds);
  return (
    <Stack gap={6}>
      <Title order={3} fz="h5">
        {t('live.conclude.newTodos')}
      </Title>
      {view.addedTodoIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('live.conclude.noNewTodos')}
        </Text>
      ) : (
        <PlainList gap={4} aria-label={t('live.conclude.newTodos')}>
          {(todos.data ?? []).map((todo) => (
            <Group key={todo.id} component="li" gap="sm" wrap="nowrap">
              <Text size="sm" fw={500} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {todo.title}
              </Text>
              <Text size="sm" c="dimmed">
                {todo.ownerId ? nameOf(todo.ownerId) : ''}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDueDate(todo.dueDate)}
              </Text>
            </Group>
          ))}
        </PlainList>
      )}
    </Stack>
  );
}

/**
 * Each attendee rates the meeting 1-10 (the scribe may rate for someone marked in the room);
 * the average shows as ratings arrive, 8 or better called a good meeting.
 */
function Ratings() {
  const { view, personId, isScribe, act, nameOf, isTv, canChange } = useLiveMeetingScope();
  const { t } = useTranslation();
  const present = view.attendees.filter((a) => a.presence !== 'Away');
  const average = averageRating(present.map((a) => a.rating));
  const isPresent = present.some((a) => a.personId === personId);
  const rateSelf = (rating: number) => {
    if (canChange && isPresent && personId) act('add-rating', { personId, rating });
  };
  // 1-9 rate, 0 is 10.
  useHotkeys(RATINGS.map((rating) => [rating === '10' ? '0' : rating, () => rateSelf(Number(rating))]));
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz={isTv ? 28 : 'h5'}>
          {t('live.conclude.rating')}
        </Title>
        {average === null ? (
          <Text size="sm" c="dimmed">
            {t('live.conclude.noRatings')}
          </Text>
        ) : (
          <Group gap="xs" aria-label={t('live.rating.average', { value: formatNumber(average) })}>
            <Text size={isTv ? '32px' : 'xl'} fw={700}>
              {t('live.rating.average', { value: formatNumber(average) })}
            </Text>
            <Badge color={isGoodRating(average) ? 'teal' : 'orange'} variant="light">
              {isGoodRating(average) ? t('live.conclude.good') : t('live.conclude.notGood')}
            </Badge>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {present.map((attendee) => {
          const name = nameOf(attendee.personId);
          const mayRate =
            canChange && (attendee.personId === personId || (isScribe && attendee.presence === 'InRoom'));
          return (
            <Paper key={attendee.personId} withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap">
                  <PersonAvatar
                    person={{ name, avatarUrl: attendee.avatarUrl }}
                    name={name}
                    color="initials"
                    size={26}
                  />
                  <Text fw={600} size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
                    {name}
                  </Text>
                  {attendee.rating !== null ? (
                    <Badge size="lg" color={isGoodRating(attendee.rating) ? 'teal' : 'orange'}>
                      {attendee.rating}
                    </Badge>
                  ) : null}
                </Group>
                {mayRate ? (
                  <SegmentedControl
                    size="xs"
                    fullWidth
                    aria-label={
                      attendee.personId === personId
                        ? t('live.conclude.yourRating')
                        : t('live.conclude.rateFor', { name })
                    }
                    data={RATINGS}
                    value={attendee.rating === null ? '' : String(attendee.rating)}
                    onChange={(value) =>
                      act('add-rating', { personId: attendee.personId, rating: Number(value) })
                    }
                  />
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** The scribe's choices for the end: the recap email and clearing the finished items. */
function EndSettings() {
  const { view, isScribe, act } = useLiveMeetingScope();
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={3} fz="h5">
        {t('live.conclude.settings')}
      </Title>
      <Switch
        label={t('live.conclude.sendRecap')}
        checked={view.settings.sendRecapEmail}
        disabled={!isScribe}
        onChange={(event) => act('send-recap-email-changed', { sendRecapEmail: event.currentTarget.checked })}
      />
      <Switch
        label={t('live.conclude.clearItems')}
        checked={view.settings.clearMeetingItems}
        disabled={!isScribe}
        onChange={(event) =>
          act('clear-meeting-items-changed', { clearMeetingItems: event.currentTarget.checked })
        }
      />
    </Stack>
  );
}

/** Conclude: the new to-dos, headlines to cascade, the ratings, and the end settings. */
export function ConcludeSection({ title }: { title: string }) {
  const { view, canChange } = useLiveMeetingScope();
  const { t } = useTranslation();
  return (
    <SectionFrame title={title} guidance={t('live.conclude.guidance')}>
      <Ratings />
      <NewTodos />
      <Stack gap={4}>
        <Title order={3} fz="h5">
          {t('live.conclude.cascade')}
        </Title>
        <HeadlineListSection tractionId={view.meetingThreadId} canChange={canChange} />
      </Stack>
      <EndSettings />
    </SectionFrame>
  );
}
