import { EXPORT_LINK_DAYS, type TExportStatus } from '@cairn/domain/org-export/org-export.constants';
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
import { formatDate, formatNumber } from '../../../lib/i18n/format.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSwitchOrg } from '../../../lib/session/use-switch-org.ts';
import { useDownloadExport } from '../api/download-export.ts';
import { type TImportResult, useImportOrg } from '../api/import-org.ts';
import { useOrgExports } from '../api/org-exports.ts';
import { useRequestExport } from '../api/request-export.ts';
import '../texts.ts';

const STATUS_COLORS: Record<TOrgExport['status'], string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

const STATUS_KEYS: Record<TExportStatus, TTextKey> = {
  queued: 'orgs.export.status.queued',
  running: 'orgs.export.status.running',
  done: 'orgs.export.status.done',
  failed: 'orgs.export.status.failed',
};

const when = (iso: string) => formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
const sizeOf = (t: TFunction, bytes: number) =>
  bytes < 1024 * 1024
    ? t('orgs.export.sizeKb', { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) })
    : t('orgs.export.sizeMb', {
        size: formatNumber(bytes / 1024 / 1024, { maximumFractionDigits: 1, minimumFractionDigits: 1 }),
      });

/** One export: when, its state and progress, and Download while it is kept. */
function ExportRow({ row }: { row: TOrgExport }) {
  const { t } = useTranslation();
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
              {t(STATUS_KEYS[row.status])}
            </Badge>
            {row.sizeBytes !== null ? (
              <Text size="sm" c="dimmed">
                {sizeOf(t, row.sizeBytes)}
              </Text>
            ) : null}
          </Group>
          {row.downloadUrl ? (
            <Button
              size="xs"
              loading={download.isPending}
              onClick={() => download.mutate(row.id, { onError: notifyError })}
            >
              {t('orgs.export.download')}
            </Button>
          ) : null}
        </Group>
        {isWorking ? <Progress value={row.progress} aria-label={t('orgs.export.progress')} animated /> : null}
        {row.expiresAt && row.downloadUrl ? (
          <Text size="xs" c="dimmed">
            {t('orgs.export.until', { date: when(row.expiresAt) })}
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
  const { t } = useTranslation();
  const rows = Object.entries(result.counts).filter(([, count]) => count > 0);
  return (
    <Table withTableBorder striped fz="sm" data-testid="import-counts">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('orgs.import.kind')}</Table.Th>
          <Table.Th ta="right">{result.dryRun ? t('orgs.import.wouldMake') : t('orgs.import.made')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([kind, count]) => (
          <Table.Tr key={kind}>
            {/* The other kinds are the export's file names (`meeting-notes.json`), the same in every language. */}
            <Table.Td>{kind === 'org' ? t('orgs.import.kindOrg') : kind.replaceAll('-', ' ')}</Table.Td>
            <Table.Td ta="right">{formatNumber(count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Import: pick a zip, preview its counts (a dry run), then make the new organisation. */
function ImportPanel() {
  const { t } = useTranslation();
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
        label={t('orgs.import.file')}
        placeholder={t('orgs.import.filePlaceholder')}
        accept=".zip,application/zip"
        value={file}
        clearable
        clearButtonProps={{ 'aria-label': t('orgs.import.clearFile') }}
        onChange={(next) => {
          setFile(next);
          setPreview(null);
          setMade(null);
          setReasons([]);
        }}
        maw={420}
      />
      {reasons.length ? (
        <Alert color="red" variant="light" title={t('orgs.import.refused')} role="alert">
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
          <Text size="sm">{t('orgs.import.preview')}</Text>
          <CountsTable result={preview} />
        </Stack>
      ) : null}
      {made?.orgId ? (
        <Alert color="green" variant="light" title={t('orgs.import.done')}>
          <Stack gap="xs">
            <Text size="sm">{t('orgs.import.invited')}</Text>
            <CountsTable result={made} />
            <Group>
              <Button
                size="xs"
                onClick={() => switchOrg.mutate(made.orgId as string)}
                loading={switchOrg.isPending}
              >
                {t('orgs.import.open')}
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
          {t('orgs.import.previewButton')}
        </Button>
        <Button
          disabled={!preview}
          loading={importOrg.isPending && Boolean(preview)}
          onClick={() => run(false)}
        >
          {t('orgs.import.submit')}
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
  const { t } = useTranslation();
  const exports = useOrgExports();
  const request = useRequestExport();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={3}>{t('orgs.export.title')}</Title>
        <Text size="sm" c="dimmed" maw={640}>
          {t('orgs.export.intro', { count: EXPORT_LINK_DAYS })}
        </Text>
        <Group>
          <Button onClick={() => request.mutate()} loading={request.isPending}>
            {t('orgs.export.submit')}
          </Button>
        </Group>
        {exports.isPending ? <LoadingView label={t('orgs.export.loading')} /> : null}
        {exports.data?.map((row) => (
          <ExportRow key={row.id} row={row} />
        ))}
      </Stack>
      <Stack gap="sm">
        <Title order={3}>{t('orgs.import.title')}</Title>
        <Text size="sm" c="dimmed" maw={640}>
          {t('orgs.import.intro')}
        </Text>
        <ImportPanel />
      </Stack>
    </Stack>
  );
}
