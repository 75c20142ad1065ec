import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PersonAvatar } from '../../../components/person-avatar/person-avatar.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatPersonName } from '../../../lib/person-name.ts';
import '../texts.ts';

export type TInviteesCardProps = {
  meeting: Pick<TMeeting, 'inviteeIds' | 'ownerPersonId'>;
  people: { data?: TPerson[]; isError: boolean; byId: ReadonlyMap<string, TPerson>; refetch: () => unknown };
};

/** Who is invited: the owner first, then by name, each with avatar and email. */
export function InviteesCard({ meeting, people }: TInviteesCardProps) {
  const { t } = useTranslation();
  const invitees = meeting.inviteeIds
    .map((id) => people.byId.get(id))
    .filter((person): person is TPerson => Boolean(person))
    .sort(
      (a, b) =>
        Number(b.id === meeting.ownerPersonId) - Number(a.id === meeting.ownerPersonId) ||
        formatPersonName(a).localeCompare(formatPersonName(b)),
    );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} fz="h4" mb="sm">
        {t('meeting.invitees.heading', { total: meeting.inviteeIds.length })}
      </Title>
      {people.isError ? (
        <Alert color="red" variant="light" title={t('meeting.people.loadFailed')}>
          <Button size="xs" variant="white" onClick={() => people.refetch()}>
            {t('meeting.tryAgain')}
          </Button>
        </Alert>
      ) : !people.data ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('meeting.invitees.loading')}>
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : (
        <PlainList gap="xs" aria-label={t('meeting.invitees.label')}>
          {invitees.map((person) => (
            <Group key={person.id} component="li" gap="sm" wrap="nowrap">
              <PersonAvatar person={person} size={32} />
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={500}>
                    {formatPersonName(person)}
                  </Text>
                  {person.id === meeting.ownerPersonId ? (
                    <Badge size="xs" variant="light" tt="none">
                      {t('meeting.owner')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {person.email}
                </Text>
              </Stack>
            </Group>
          ))}
        </PlainList>
      )}
    </Paper>
  );
}
