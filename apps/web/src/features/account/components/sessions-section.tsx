import type { TAccountSession } from '@cairn/domain/account/two-factor.schemas';
import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { LoadingView } from '../../../components/loading-view.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAccountSessions } from '../api/account-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions.ts';
import '../texts.ts';

/** "27 Nov 2026, 14:05" in the person's locale and the browser's zone. */
const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Account settings: where the person is signed in (device, the address last seen, when), this
 * device marked, with "Sign out" for each other session and for all of them at once.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useSignOutOtherSessions();
  const rows = sessions.data ?? [];
  const others = rows.filter((row) => !row.isCurrent).length;

  const handleEnd = async (row: TAccountSession) => {
    try {
      await endOne.mutateAsync(row.id);
      notifySuccess(t('account.sessions.signedOutOf', { device: row.device }));
    } catch {
      // The app's error policy has shown the failure already.
    }
  };
  const handleEndOthers = async () => {
    try {
      const { endedSessions } = await endOthers.mutateAsync();
      notifySuccess(t('account.login.endedSessions', { count: endedSessions }));
    } catch {
      // The app's error policy has shown the failure already.
    }
  };

  return (
    <SettingsSection title={t('account.sessions.title')} intro={t('account.sessions.hint')} headingOrder={3}>
      {sessions.isPending ? <LoadingView /> : null}
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" aria-label={t('account.sessions.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('account.sessions.device')}</Table.Th>
              <Table.Th>{t('account.sessions.address')}</Table.Th>
              <Table.Th>{t('account.sessions.lastSeen')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('account.sessions.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Text size="sm">{row.device}</Text>
                    {row.isCurrent ? (
                      <Text size="xs" fw={700} c="teal.9">
                        {t('account.sessions.thisDevice')}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.ipAddress ?? t('account.sessions.unknown')}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.isCurrent ? t('account.sessions.now') : when(row.lastSeenAt)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  {row.isCurrent ? null : (
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t('account.sessions.signOutLabel', {
                        device: row.device,
                        address: row.ipAddress ?? t('account.sessions.unknownAddress'),
                      })}
                      onClick={() => handleEnd(row)}
                      loading={endOne.isPending && endOne.variables === row.id}
                    >
                      {t('account.sessions.signOut')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={handleEndOthers}
          disabled={others === 0}
          loading={endOthers.isPending}
        >
          {t('account.sessions.signOutOthers')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
