import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { StyleGuideSection } from './style-guide-section.tsx';

/** Buttons: the variants Cairn uses and what each is for. */
export function StyleGuideButtons() {
  return (
    <StyleGuideSection
      id="buttons"
      title="Buttons"
      description="One filled button per view for the main action; default for secondary actions; red only for destructive ones."
    >
      <Stack gap="sm">
        <Group gap="sm">
          <Button>Save</Button>
          <Button variant="light">Light</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="default">Cancel</Button>
          <Button variant="subtle">Subtle</Button>
        </Group>
        <Group gap="sm">
          <Button leftSection={<IconPlus size={18} aria-hidden />}>Add To-Do</Button>
          <Button leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading>
            Saving
          </Button>
          <Button disabled>Disabled</Button>
          <Button color="red" leftSection={<IconTrash size={18} aria-hidden />}>
            Remove
          </Button>
        </Group>
        <Group gap="sm" align="center">
          <Button size="xs">Extra small</Button>
          <Button size="sm">Small</Button>
          <Button size="md">Medium</Button>
          <ActionIcon variant="default" size="lg" aria-label="Add">
            <IconPlus size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label="Remove">
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <Text size="sm" c="dimmed">
          Icon-only buttons always carry an accessible name. Press Tab to see the focus ring.
        </Text>
      </Stack>
    </StyleGuideSection>
  );
}
