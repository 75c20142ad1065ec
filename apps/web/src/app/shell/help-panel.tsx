import { Anchor, Group, Kbd, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SidePanel } from '../../components/side-panel/side-panel.tsx';
import { KEYBOARD_SHORTCUTS } from './keyboard-shortcuts.ts';
import { SupportContact } from './support-contact.tsx';

/** The help panel: the support contact and the keyboard shortcuts (loaded when first opened). */
export function HelpPanel({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <SidePanel name="help" opened={isOpen} onClose={onClose} title="Help" padding="lg">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={2} fz="h4">
            Support
          </Title>
          <SupportContact />
          <Text size="sm">
            More about Cairn on the{' '}
            <Anchor component={Link} to="/about" onClick={onClose}>
              About
            </Anchor>{' '}
            page.
          </Text>
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="h4">
            Keyboard shortcuts
          </Title>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Tbody>
              {KEYBOARD_SHORTCUTS.map((shortcut) => (
                <Table.Tr key={shortcut.description}>
                  <Table.Td w={110}>
                    <Group gap={4} wrap="nowrap">
                      {shortcut.keys.map((key) => (
                        <Kbd key={key} size="sm">
                          {key}
                        </Kbd>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{shortcut.description}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Stack>
    </SidePanel>
  );
}
