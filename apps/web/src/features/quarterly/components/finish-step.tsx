import type { TMessage } from '@cairn/domain/errors';
import { Alert, Button, Checkbox, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

type TProps = {
  inviteeIds: string[];
  attendeeIds: string[];
  personName: (id: string | null) => string;
  counts: {
    done: number;
    notDone: number;
    carried: number;
    dropped: number;
    unmarked: number;
    newRocks: number;
  };
  errors: TMessage[];
  isBusy: boolean;
  canRun: boolean;
  onAttendees: (ids: string[]) => void;
  onFinish: () => void;
};

/** Step 4: who attended, what will be recorded, and Finish (one change: all of it, or nothing). */
export function FinishStep({
  inviteeIds,
  attendeeIds,
  personName,
  counts,
  errors,
  isBusy,
  canRun,
  onAttendees,
  onFinish,
}: TProps) {
  const { t } = useTranslation();
  const lines = [
    t('quarterly.finish.done', { count: counts.done }),
    t('quarterly.finish.notDone', { count: counts.notDone }),
    t('quarterly.finish.carried', { count: counts.carried }),
    t('quarterly.finish.dropped', { count: counts.dropped }),
    t('quarterly.finish.newRocks', { count: counts.newRocks }),
  ];
  return (
    <Stack gap="md">
      <Checkbox.Group label={t('quarterly.finish.attendees')} value={attendeeIds} onChange={onAttendees}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" mt="xs">
          {inviteeIds.map((id) => (
            <Checkbox key={id} value={id} label={personName(id)} disabled={!canRun} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Stack gap={4}>
        <Text fw={600}>{t('quarterly.finish.summary')}</Text>
        <List size="sm" spacing={2}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {counts.unmarked ? (
          <Text size="sm" c="orange.8">
            {t('quarterly.finish.unmarked', { count: counts.unmarked })}
          </Text>
        ) : null}
      </Stack>
      {errors.length ? (
        <Alert color="red" variant="light" role="alert" title={t('quarterly.finish.failed')}>
          <List size="sm">
            {errors.map((message) => (
              <List.Item key={`${message.field}-${message.text}`}>{message.text}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {canRun ? (
        <Group justify="flex-end">
          <Button color="green" onClick={onFinish} loading={isBusy} disabled={attendeeIds.length === 0}>
            {t('quarterly.finish.button')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
