import type { TScorecardImportPreview } from '@cairn/domain/scorecards/scorecards.schemas';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useImportScorecard } from '../api/import-scorecard.ts';
import '../texts.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';

/** A value as typed, in the person's locale: no rounding (`1.234,5` in German). */
const ALL_DIGITS = { maximumFractionDigits: 20 };

type TProps = { scorecardId: string; isOpen: boolean; onClose: () => void };

/**
 * CSV import (`measurable,period,value`): a preview of what would change and of the rows that
 * cannot be taken, with nothing written; then Import writes the valid rows.
 */
export function ScorecardImportPanel({ scorecardId, isOpen, onClose }: TProps) {
  const { t } = useTranslation();
  // Phones get the whole screen, like the other popups, so the preview table and buttons fit.
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('scorecard.import.title')}
      size="lg"
      centered
      fullScreen={isPhone}
    >
      {isOpen ? <ImportBody scorecardId={scorecardId} onClose={onClose} /> : null}
    </Modal>
  );
}

function ImportBody({ scorecardId, onClose }: { scorecardId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<TScorecardImportPreview | null>(null);
  const run = useImportScorecard(scorecardId);
  const changeText = (text: string) => {
    setCsv(text);
    setPreview(null);
  };
  const showPreview = () => run.mutate({ csv, dryRun: true }, { onSuccess: setPreview });
  const apply = () =>
    run.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (result) => {
          notifySuccess(t('scorecard.import.done', { count: result.changes.length }));
          onClose();
        },
      },
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('scorecard.import.hint')}
      </Text>
      <FileInput
        label={t('scorecard.import.file')}
        accept=".csv,text/csv"
        placeholder={t('scorecard.import.filePlaceholder')}
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        clearable
        onChange={(file) => void file?.text().then(changeText)}
      />
      <Textarea
        label={t('scorecard.import.text')}
        value={csv}
        onChange={(event) => changeText(event.currentTarget.value)}
        rows={6}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        placeholder={t('scorecard.import.textPlaceholder')}
      />
      {preview ? <ImportPreview preview={preview} /> : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('scorecard.import.cancel')}
        </Button>
        {preview && preview.changes.length > 0 ? (
          <Button onClick={apply} loading={run.isPending}>
            {t('scorecard.import.apply', { count: preview.changes.length })}
          </Button>
        ) : (
          <Button onClick={showPreview} loading={run.isPending} disabled={csv.trim() === ''}>
            {t('scorecard.import.preview')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function ImportPreview({ preview }: { preview: TScorecardImportPreview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="import-preview">
      {preview.errors.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          title={t('scorecard.import.errors', { count: preview.errors.length })}
        >
          <Stack gap={2}>
            {preview.errors.map((error) => (
              <Text size="sm" key={`${error.row}-${error.text}`}>
                {t('scorecard.import.rowError', { row: error.row, text: error.text })}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <Text size="sm" fw={600}>
        {preview.changes.length > 0
          ? t('scorecard.import.changes', { count: preview.changes.length })
          : t('scorecard.import.nothing')}
      </Text>
      {preview.changes.length > 0 ? (
        <ScrollArea.Autosize
          mah={260}
          viewportProps={{ tabIndex: 0, 'aria-label': t('scorecard.import.rowsLabel') }}
        >
          <Table striped withTableBorder fz="sm" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('scorecard.import.row')}</Table.Th>
                <Table.Th>{t('scorecard.import.measurable')}</Table.Th>
                <Table.Th>{t('scorecard.import.period')}</Table.Th>
                <Table.Th ta="right">{t('scorecard.import.old')}</Table.Th>
                <Table.Th ta="right">{t('scorecard.import.new')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.changes.map((change) => (
                <Table.Tr key={change.row}>
                  <Table.Td>{change.row}</Table.Td>
                  <Table.Td>{change.title}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{change.intervalId}</Table.Td>
                  <Table.Td ta="right">
                    {change.oldValue === null ? '–' : formatNumber(change.oldValue, ALL_DIGITS)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {change.newValue === null ? '–' : formatNumber(change.newValue, ALL_DIGITS)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      ) : null}
    </Stack>
  );
}
