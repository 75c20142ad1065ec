import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTeam } from '../api/get-team.ts';

/**
 * For an Owner or Admin: a prompt to bring the team in, leading to the people tab. It reads
 * stronger while the organisation has only one person.
 */
export function AddPeoplePrompt({ orgId, orgName }: { orgId: string; orgName: string }) {
  const team = useTeam(orgId);
  const isAlone = team.data?.length === 1;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4">
          {isAlone ? 'Bring your team in' : 'Add more people'}
        </Title>
        <Text size="sm" c="dimmed">
          {isAlone
            ? `Cairn works best when the whole leadership team of ${orgName} is here. Add them now: people who already use Cairn join at once, others get an email to register.`
            : `Add the people of ${orgName} and choose their roles: people who already use Cairn join at once, others get an email to register.`}
        </Text>
        <Button
          component={Link}
          to={`/org/detail/${orgId}/people`}
          leftSection={<IconUserPlus size={18} aria-hidden />}
        >
          Add people
        </Button>
      </Stack>
    </Card>
  );
}
