import { Button, Card, ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadingView } from '../../../components/loading-view.tsx';
import { StyleGuideSection } from './style-guide-section.tsx';

const SHADES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Colours: the organisation's palette (its theme colour at shade 6) and the greys. */
export function StyleGuideColors() {
  return (
    <StyleGuideSection
      id="colors"
      title="Colours"
      description="The organisation's theme colour drives the palette (shade 6 is the colour itself; 8 draws the focus ring)."
    >
      <Group gap="xs">
        {SHADES.map((shade) => (
          <Stack key={shade} gap={2} align="center">
            <ColorSwatch color={`var(--mantine-color-brand-${shade})`} size={40} radius="sm" aria-hidden />
            <Text size="xs" c="dimmed">
              {shade}
            </Text>
          </Stack>
        ))}
        <Stack gap={2} align="center">
          <ColorSwatch color="#444444" size={40} radius="sm" aria-hidden />
          <Text size="xs" c="dimmed">
            text
          </Text>
        </Stack>
        <Stack gap={2} align="center">
          <ColorSwatch color="#dddddd" size={40} radius="sm" aria-hidden />
          <Text size="xs" c="dimmed">
            border
          </Text>
        </Stack>
      </Group>
    </StyleGuideSection>
  );
}

/** Panels: plain and card panels, the empty state and the loading view. */
export function StyleGuidePanels() {
  return (
    <StyleGuideSection
      id="panels"
      title="Panels"
      description="Panels group related content; lists show an empty state rather than nothing."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={3} fz="h5" mb={4}>
            Panel
          </Title>
          <Text size="sm" c="dimmed">
            A bordered panel for a group of fields or a short list.
          </Text>
        </Paper>
        <Card withBorder radius="md" padding="md" shadow="xs">
          <Title order={3} fz="h5" mb={4}>
            Card
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            A card with an action, for one item among many.
          </Text>
          <Group>
            <Button size="xs" variant="light">
              Open
            </Button>
          </Group>
        </Card>
        <EmptyState
          headingOrder={3}
          icon={<IconUsers size={28} />}
          title="No people yet"
          text="Add the people of your team to assign them Rocks and To-Dos."
          action={<Button size="sm">Add a person</Button>}
        />
        <Paper withBorder radius="md">
          <LoadingView label="Loading people" />
        </Paper>
      </SimpleGrid>
    </StyleGuideSection>
  );
}
