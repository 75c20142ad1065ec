import { EXPORT_LINK_DAYS } from '@cairn/domain/org-export/org-export.constants';
import type { TOrgExport } from '@cairn/domain/org-export/org-export.schemas';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { LoadingView } from '../../../components/loading-view.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSwitchOrg } from '../../../lib/session/use-switch-org.ts';
import { useDownloadExport } from '../api/download-export.ts';
import { type TImportResult, useImportOrg } from '../api/import-org.ts';
import { useOrgExports } from '../api/org-exports.ts';
import { useRequestExport } from '../api/request-export.ts';

const STATUS_COLORS: Record<TOrgExport['status'], string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

const when = (iso: string) => new Date(iso).toLocaleString();
const sizeOf = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One export: when, its state and progress, and Download while it is kept. */
function ExportRow({ row }: { row: TOrgExport }) {
  const download = useDownloadExport();
  const isWorking = row.status === 'queued' || row.status === 'running';
  return (
    <Paper withBorder p="sm" radius="md" data-testid="org-export">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {when(row.createdAt)}
            </Text>
            <Badge color={STATUS_COLORS[row.status]} variant="light">
              {row.status}
            </Badge>
            {row.sizeBytes !== null ? (
              <Text size="sm" c="dimmed">
                {sizeOf(row.sizeBytes)}
              </Text>
            ) : null}
          </Group>
          {row.downloadUrl ? (
            <Button
              size="xs"
              loading={download.isPending}
              onClick={() => download.mutate(row.id, { onError: notifyError })}
            >
              Download
            </Button>
          ) : null}
        </Group>
        {isWorking ? <Progress value={row.progress} aria-label="Export progress" animated /> : null}
        {row.expiresAt && row.downloadUrl ? (
          <Text size="xs" c="dimmed">
            Available until {when(row.expiresAt)}
          </Text>
        ) : null}
        {row.error ? (
          <Text size="sm" c="red">
            {row.error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The counts of an import (or of its preview), one row per kind that has any. */
function CountsTable({ result }: { result: TImportResult }) {
  const rows = Object.entries(result.counts).filter(([, count]) => count > 0);
  return (
    <Table withTableBorder striped fz="sm" data-testid="import-counts">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Kind</Table.Th>
          <Table.Th ta="right">{result.dryRun ? 'Would make' : 'Made'}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([kind, count]) => (
          <Table.Tr key={kind}>
            <Table.Td>{kind === 'org' ? 'organization' : kind.replaceAll('-', ' ')}</Table.Td>
            <Table.Td ta="right">{count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Import: pick a zip, preview its counts (a dry run), then make the new organisation. */
function ImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TImportResult | null>(null);
  const [made, setMade] = useState<TImportResult | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const importOrg = useImportOrg();
  const switchOrg = useSwitchOrg();

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setReasons([]);
    try {
      const result = await importOrg.mutateAsync({ file, dryRun });
      if (dryRun) setPreview(result);
      else {
        setPreview(null);
        setMade(result);
      }
    } catch (error) {
      if (isApiError(error) && error.messages.length) setReasons(error.messages.map((m) => m.text));
      else notifyError(error);
    }
  };

  return (
    <Stack gap="sm">
      <FileInput
        label="Export file (.zip)"
        placeholder="Choose the zip of a Cairn export"
        accept=".zip,application/zip"
        value={file}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the file' }}
        onChange={(next) => {
          setFile(next);
          setPreview(null);
          setMade(null);
          setReasons([]);
        }}
        maw={420}
      />
      {reasons.length ? (
        <Alert color="red" variant="light" title="This file cannot be imported" role="alert">
          <Stack gap={2}>
            {reasons.map((reason) => (
              <Text key={reason} size="sm">
                {reason}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {preview ? (
        <Stack gap="xs">
          <Text size="sm">The import would make a new organization with:</Text>
          <CountsTable result={preview} />
        </Stack>
      ) : null}
      {made?.orgId ? (
        <Alert color="green" variant="light" title="The organization was imported">
          <Stack gap="xs">
            <Text size="sm">Everyone else in it has been invited by email.</Text>
            <CountsTable result={made} />
            <Group>
              <Button
                size="xs"
                onClick={() => switchOrg.mutate(made.orgId as string)}
                loading={switchOrg.isPending}
              >
                Open the new organization
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      <Group gap="xs">
        <Button
          variant="default"
          disabled={!file}
          loading={importOrg.isPending && !preview}
          onClick={() => run(true)}
        >
          Preview import
        </Button>
        <Button
          disabled={!preview}
          loading={importOrg.isPending && Boolean(preview)}
          onClick={() => run(false)}
        >
          Import as a new organization
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Organisation settings > Export and import (Owners and Admins, issue 37): ask for an export of
 * everything, follow its progress, download it for 7 days; bring an export in as a new organisation
 * after a preview of what it would make.
 */
export function ExportImportSection() {
  const exports = useOrgExports();
  const request = useRequestExport();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={3}>Export</Title>
        <Text size="sm" c="dimmed" maw={640}>
          One zip with everything the organization holds: people, meetings and their history, to-dos, issues,
          rocks, headlines, scorecards, V/TOs, charts and dashboards, as JSON, with the lists as CSV for
          spreadsheets. You get a mail when it is ready; the download works for {EXPORT_LINK_DAYS} days.
        </Text>
        <Group>
          <Button onClick={() => request.mutate()} loading={request.isPending}>
            Export organization
          </Button>
        </Group>
        {exports.isPending ? <LoadingView label="Loading the exports" /> : null}
        {exports.data?.map((row) => (
          <ExportRow key={row.id} row={row} />
        ))}
      </Stack>
      <Stack gap="sm">
        <Title order={3}>Import</Title>
        <Text size="sm" c="dimmed" maw={640}>
          Makes a new organization from an export, from this Cairn or another. You become its Owner; the other
          people are invited by email. Preview first: nothing is made until you import.
        </Text>
        <ImportPanel />
      </Stack>
    </Stack>
  );
}
