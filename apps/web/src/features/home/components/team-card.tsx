import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { ROLE_LABELS, type TRole } from '@cairn/domain/permissions/roles';
import { Alert, Avatar, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTeam } from '../api/get-team.ts';

const ROLE_ORDER: TRole[] = ['Owner', 'Admin', 'Manager', 'Member', 'Implementer', 'Observer'];
const fullNameOf = (person: TPerson) => `${person.firstName} ${person.lastName}`.trim() || person.email;
const initialsOf = (person: TPerson) =>
  (
    `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.trim() || person.email.charAt(0)
  ).toUpperCase();

/** The organisation's people as a small list with their roles, the signed-in person marked. */
export function TeamCard({ orgId, myPersonId }: { orgId: string; myPersonId: string }) {
  const team = useTeam(orgId);
  const people = [...(team.data ?? [])].sort(
    (a, b) =>
      ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || fullNameOf(a).localeCompare(fullNameOf(b)),
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Your team
        </Title>
        {team.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading your team">
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        ) : null}
        {team.isError ? (
          <Alert color="red" variant="light" role="alert" title="Your team could not be loaded">
            <Button size="xs" variant="white" onClick={() => team.refetch()} loading={team.isFetching}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {team.data ? (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your team">
            {people.map((person) => (
              <Group component="li" key={person.id} justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Avatar src={person.avatarUrl} radius="xl" size="md" color="brand" alt="" aria-hidden>
                    {initialsOf(person)}
                  </Avatar>
                  <Stack gap={0} miw={0}>
                    <Text fw={500} truncate>
                      {fullNameOf(person)}
                      {person.id === myPersonId ? (
                        <Text span c="dimmed" size="sm">
                          {' '}
                          (you)
                        </Text>
                      ) : null}
                    </Text>
                    {!person.hasAccepted ? (
                      <Text size="xs" c="dimmed">
                        Not registered yet
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
                <Badge
                  variant="light"
                  color={person.role === 'Owner' ? 'brand' : 'gray'}
                  tt="none"
                  radius="sm"
                >
                  {ROLE_LABELS[person.role]}
                </Badge>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
