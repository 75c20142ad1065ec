import type { TAgendaItem } from '@cairn/domain/meetings/meetings.schemas';
import { Group, Paper, Text, Title } from '@mantine/core';
import { PlainList } from '../../../components/plain-list.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { totalMinutes } from './meeting-form-values.ts';
import '../texts.ts';

/** The agenda of a meeting, read-only: its sections in order with their minutes, and the total. */
export function AgendaCard({ items }: { items: readonly TAgendaItem[] }) {
  const { t } = useTranslation();
  const total = totalMinutes(items);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {t('meeting.agenda.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('meeting.agenda.total', { count: total })}
        </Text>
      </Group>
      <PlainList ordered gap={0} aria-label={t('meeting.agenda.title')}>
        {items.map((item, index) => (
          <Group
            key={item.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            py={8}
            style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)' }}
          >
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Text size="sm" c="dimmed" w={20} ta="right" aria-hidden>
                {index + 1}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('meeting.agenda.minutes', { minutes: item.lengthInMinutes })}
            </Text>
          </Group>
        ))}
      </PlainList>
    </Paper>
  );
}
