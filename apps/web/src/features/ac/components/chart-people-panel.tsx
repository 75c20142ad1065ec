import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { PlainList } from '../../../components/plain-list.tsx';
import { SidePanel } from '../../../components/side-panel/side-panel.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { OVERLOADED_SEATS, peopleOfChart } from './chart-people.ts';

type TProps = {
  seats: readonly TAcSeat[];
  /** Pans the chart to a seat and highlights it (the panel closes). */
  onFind: (seatId: string) => void;
  onClose: () => void;
};

function SeatLinks({ seats, onFind }: { seats: readonly TAcSeat[]; onFind: (seatId: string) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {seats.map((seat) => (
        <Button
          key={seat.id}
          variant="subtle"
          size="compact-sm"
          onClick={() => onFind(seat.id)}
          aria-label={t('ac.people.show', { title: seat.title })}
        >
          {seat.title}
          {seat.placeholderName ? ` (${seat.placeholderName})` : ''}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The chart by people (issue #14): who holds which seats. Someone in three or more seats and the
 * vacant seats are marked, so a quarterly review sees the overload and the gaps at once; a seat
 * name pans the chart to it.
 */
export function ChartPeoplePanel({ seats, onFind, onClose }: TProps) {
  const { t } = useTranslation();
  const { people, vacant } = peopleOfChart(seats, t('ac.people.formerMember'));
  const overloaded = people.filter((person) => person.isOverloaded).length;
  return (
    <SidePanel name="chart-people" opened onClose={onClose} title={t('ac.people.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status">
          {[
            t('ac.people.summary', {
              count: people.length,
              held: seats.length - vacant.length,
              total: seats.length,
            }),
            vacant.length ? t('ac.people.vacant', { count: vacant.length }) : null,
            overloaded ? t('ac.people.overloaded', { count: overloaded, min: OVERLOADED_SEATS }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <PlainList gap="sm" aria-label={t('ac.people.list')}>
          {people.map((person) => (
            <Stack key={person.personId} gap={2} component="li" aria-label={person.name}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm" truncate>
                  {person.name}
                </Text>
                <Badge
                  variant={person.isOverloaded ? 'filled' : 'light'}
                  color={person.isOverloaded ? 'orange' : 'gray'}
                  radius="sm"
                  tt="none"
                >
                  {t(person.isOverloaded ? 'ac.people.seatsOverloaded' : 'ac.people.seats', {
                    count: person.seats.length,
                  })}
                </Badge>
              </Group>
              <SeatLinks seats={person.seats} onFind={onFind} />
            </Stack>
          ))}
        </PlainList>
        {vacant.length ? (
          <Stack gap={4} component="section" aria-label={t('ac.people.vacantSeats')}>
            <Group gap="xs">
              <Title order={3} fz="sm">
                {t('ac.people.vacantSeats')}
              </Title>
              <Badge variant="light" color="red" radius="sm" tt="none">
                {vacant.length}
              </Badge>
            </Group>
            <SeatLinks seats={vacant} onFind={onFind} />
          </Stack>
        ) : null}
      </Stack>
    </SidePanel>
  );
}
