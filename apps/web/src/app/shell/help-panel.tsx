import { Anchor, Group, Kbd, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SidePanel } from '../../components/side-panel/side-panel.tsx';
import { Trans } from '../../lib/i18n/trans.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import './help-texts.ts';
import { KEY_CAP_NAMES, KEYBOARD_SHORTCUTS } from './keyboard-shortcuts.ts';
import { SupportContact } from './support-contact.tsx';

/** The help panel: the support contact and the keyboard shortcuts (loaded when first opened). */
export function HelpPanel({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SidePanel name="help" opened={isOpen} onClose={onClose} title={t('shell.help')} padding="lg">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t('help.supportTitle')}
          </Title>
          <SupportContact />
          <Text size="sm">
            <Trans
              i18nKey="help.moreAbout"
              components={{ link: <Anchor component={Link} to="/about" onClick={onClose} /> }}
            />
          </Text>
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t('help.shortcutsTitle')}
          </Title>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Tbody>
              {KEYBOARD_SHORTCUTS.map((shortcut) => (
                <Table.Tr key={shortcut.description}>
                  <Table.Td w={110}>
                    <Group gap={4} wrap="nowrap">
                      {shortcut.keys.map((key) => (
                        <Kbd key={key} size="sm">
                          {key in KEY_CAP_NAMES ? t(KEY_CAP_NAMES[key]) : key}
                        </Kbd>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(shortcut.description)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Stack>
    </SidePanel>
  );
}
