import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { SEAT_HEIGHT, SEAT_WIDTH } from './chart-layout.ts';

/** A seat as it prints (002 §2 without the controls): title in capitals, LT, holder, roles. */
export function PrintSeatCard({ seat, x, y }: { seat: TAcSeat; x: number; y: number }) {
  const holder = seat.assignedTo ?? seat.placeholderName;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      w={SEAT_WIDTH}
      h={SEAT_HEIGHT}
      style={{ position: 'absolute', left: x, top: y, borderColor: '#777', overflow: 'hidden' }}
      role="group"
      aria-label={`Seat ${seat.title}`}
    >
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <Text fw={700} size="sm" tt="uppercase" truncate="end">
            {seat.isAssistant ? 'Assistant: ' : ''}
            {seat.title}
          </Text>
          {seat.isLT ? (
            <Badge size="xs" variant="outline" color="dark">
              LT
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" fw={500} c={holder ? undefined : 'dimmed'} truncate="end">
          {holder ?? 'Seat Holder'}
        </Text>
        <Stack gap={0}>
          {seat.roles.map((role) => (
            <Text key={role} size="xs" lineClamp={1}>
              • {role}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
