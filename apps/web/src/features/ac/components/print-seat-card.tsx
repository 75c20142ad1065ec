import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { SEAT_WIDTH } from '@cairn/domain/ac/chart-layout';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { SeatRoles } from './seat-roles.tsx';

/** A seat as it prints (002 §2 without the controls): title in capitals, LT, holder, roles. */
export function PrintSeatCard({
  seat,
  x,
  y,
  height,
}: {
  seat: TAcSeat;
  x: number;
  y: number;
  height: number;
}) {
  const { t } = useTranslation();
  const holder = seat.assignedTo ?? seat.placeholderName;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      w={SEAT_WIDTH}
      h={height}
      style={{ position: 'absolute', left: x, top: y, borderColor: '#777', overflow: 'hidden' }}
      role="group"
      aria-label={t('ac.seatCard.label', { title: seat.title })}
    >
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <Text fw={700} size="sm" tt="uppercase" truncate="end">
            {seat.isAssistant ? t('ac.seatCard.assistantTitle', { title: seat.title }) : seat.title}
          </Text>
          {seat.isLT ? (
            <Badge size="xs" variant="outline" color="dark">
              {t('ac.seatCard.lt')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" fw={500} c={holder ? undefined : 'dimmed'} truncate="end">
          {holder ?? t('ac.seatCard.vacant')}
        </Text>
        <SeatRoles roles={seat.roles} />
      </Stack>
    </Paper>
  );
}
