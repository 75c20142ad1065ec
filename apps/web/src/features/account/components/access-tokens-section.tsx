import type { TAccessToken } from '@cairn/domain/integrations/access-tokens.schemas';
import { MCP_PATH } from '@cairn/domain/integrations/mcp.constants';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { LoadingView } from '../../../components/loading-view.tsx';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { formatDate } from '../../../lib/i18n/format.ts';
import { Trans } from '../../../lib/i18n/trans.tsx';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAccessTokens } from '../api/access-tokens.ts';
import { useRevokeAccessToken } from '../api/revoke-access-token.ts';
import { CreateAccessTokenForm } from './create-access-token-form.tsx';
import '../texts.ts';

const day = (iso: string) => formatDate(iso, { dateStyle: 'medium' });
const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** "Never", the day it expires, or "Expired" and that day. */
const expiryText = (row: TAccessToken, t: TFunction) => {
  if (!row.expiresAt) return t('account.tokens.never');
  return row.isExpired ? t('account.tokens.expired', { date: day(row.expiresAt) }) : day(row.expiresAt);
};

/**
 * Account settings: personal access tokens for the organisation the person works in (issue 36
 * point 2). A new token is shown once, here, to copy; the list shows each token's scopes, last
 * use and expiry, with "Revoke".
 */
export function AccessTokensSection() {
  const { t } = useTranslation();
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const rows = tokens.data?.accessTokens ?? [];

  const handleRevoke = (row: TAccessToken) =>
    modals.openConfirmModal({
      title: t('account.tokens.revokeTitle', { name: row.name }),
      children: <Text size="sm">{t('account.tokens.revokeBody')}</Text>,
      labels: { confirm: t('account.tokens.revoke'), cancel: t('account.tokens.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await revoke.mutateAsync(row.id);
          notifySuccess(t('account.tokens.revoked', { name: row.name }));
        } catch {
          // The app's error policy has shown the failure already.
        }
      },
    });

  return (
    <SettingsSection
      title={t('account.tokens.title')}
      intro={<Trans i18nKey="account.tokens.intro" components={{ code: <Code /> }} />}
      headingOrder={3}
    >
      <Text size="sm" c="dimmed">
        <Trans
          i18nKey="account.tokens.mcp"
          values={{ url: `${window.location.origin}${MCP_PATH}` }}
          components={{ code: <Code style={{ wordBreak: 'break-all' }} /> }}
        />
      </Text>
      {tokens.data && !tokens.data.allowAccessTokens ? (
        <Alert color="yellow" variant="light">
          {t('account.tokens.disabled')}
        </Alert>
      ) : null}
      {created ? (
        <Alert
          color="teal"
          variant="light"
          title={t('account.tokens.created', { name: created.name })}
          role="status"
        >
          <Stack gap="xs">
            <Text size="sm">{t('account.tokens.copyNow')}</Text>
            {/* The token breaks anywhere: on a phone it is wider than the screen. */}
            <Code
              block
              data-testid="new-access-token"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {created.token}
            </Code>
            <Group gap="xs">
              <CopyButton value={created.token}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" onClick={copy}>
                    {copied ? t('account.tokens.copied') : t('account.tokens.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button size="compact-sm" variant="default" onClick={() => setCreated(null)}>
                {t('account.tokens.done')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {tokens.data?.allowAccessTokens === false ? null : (
        <CreateAccessTokenForm onCreated={(token, name) => setCreated({ token, name })} />
      )}
      {tokens.isPending ? <LoadingView /> : null}
      {tokens.isSuccess && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('account.tokens.none')}
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label={t('account.tokens.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('account.tokens.name')}</Table.Th>
                <Table.Th>{t('account.tokens.scopes')}</Table.Th>
                <Table.Th>{t('account.tokens.lastUsed')}</Table.Th>
                <Table.Th>{t('account.tokens.expires')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('account.sessions.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text size="sm">{row.name}</Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {row.prefix}…
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {row.scopes.map((scope) => (
                        <Badge key={scope} size="sm" variant="light" tt="none">
                          {scope === 'all' ? t('account.tokens.allAccess') : scope}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.lastUsedAt ? when(row.lastUsedAt) : t('account.tokens.never')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={row.isExpired ? 'red.8' : undefined}>
                      {expiryText(row, t)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-sm"
                      variant="default"
                      color="red"
                      aria-label={t('account.tokens.revokeLabel', { name: row.name })}
                      onClick={() => handleRevoke(row)}
                    >
                      {t('account.tokens.revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </SettingsSection>
  );
}
