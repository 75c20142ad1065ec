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
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { LoadingView } from '../../../components/loading-view.tsx';
import { formatDate } from '../../../lib/i18n/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAccessTokens } from '../api/access-tokens.ts';
import { useRevokeAccessToken } from '../api/revoke-access-token.ts';
import { CreateAccessTokenForm } from './create-access-token-form.tsx';

const day = (iso: string) => formatDate(iso, { dateStyle: 'medium' });
const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Account settings: personal access tokens for the organisation the person works in (issue 36
 * point 2). A new token is shown once, here, to copy; the list shows each token's scopes, last
 * use and expiry, with "Revoke".
 */
export function AccessTokensSection() {
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const rows = tokens.data?.accessTokens ?? [];

  const handleRevoke = (row: TAccessToken) =>
    modals.openConfirmModal({
      title: `Revoke “${row.name}”?`,
      children: <Text size="sm">Anything that uses it stops working at once.</Text>,
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await revoke.mutateAsync(row.id);
          notifySuccess(`Revoked “${row.name}”.`);
        } catch {
          // The app's error policy has shown the failure already.
        }
      },
    });

  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        Access tokens
      </Title>
      <Text size="sm" c="dimmed">
        A token lets a script or another app use Cairn's API as you, in this organization, with no more rights
        than you have. Send it as <Code>Authorization: Bearer cairn_pat_…</Code>.
      </Text>
      <Text size="sm" c="dimmed">
        AI agents (Claude and other MCP clients) connect to{' '}
        <Code style={{ wordBreak: 'break-all' }}>{`${window.location.origin}${MCP_PATH}`}</Code> with a token.
      </Text>
      {tokens.data && !tokens.data.allowAccessTokens ? (
        <Alert color="yellow" variant="light">
          The Owner has turned access tokens off for this organization: existing tokens do not work and new
          ones cannot be made.
        </Alert>
      ) : null}
      {created ? (
        <Alert color="teal" variant="light" title={`Token “${created.name}” created`} role="status">
          <Stack gap="xs">
            <Text size="sm">Copy it now: it is not shown again.</Text>
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
                    {copied ? 'Copied' : 'Copy token'}
                  </Button>
                )}
              </CopyButton>
              <Button size="compact-sm" variant="default" onClick={() => setCreated(null)}>
                Done
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
          You have no access tokens in this organization.
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label="Your access tokens">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Scopes</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
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
                          {scope === 'all' ? 'full access' : scope}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.lastUsedAt ? when(row.lastUsedAt) : 'Never'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={row.isExpired ? 'red.8' : undefined}>
                      {row.expiresAt ? `${row.isExpired ? 'Expired ' : ''}${day(row.expiresAt)}` : 'Never'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-sm"
                      variant="default"
                      color="red"
                      aria-label={`Revoke ${row.name}`}
                      onClick={() => handleRevoke(row)}
                    >
                      Revoke
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
