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
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { useImportScorecard } from '../api/import-scorecard.ts';
import { SCORECARD_UI_TEXTS } from './scorecard-texts.ts';

type TProps = { scorecardId: string; isOpen: boolean; onClose: () => void };

/**
 * CSV import (`measurable,period,value`): a preview of what would change and of the rows that
 * cannot be taken, with nothing written; then Import writes the valid rows.
 */
export function ScorecardImportPanel({ scorecardId, isOpen, onClose }: TProps) {
  // Phones get the whole screen, like the other popups, so the preview table and buttons fit.
  const isPhone = useMediaQuery('(max-width: 35.99em)') ?? false;
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={SCORECARD_UI_TEXTS.importTitle}
      size="lg"
      centered
      fullScreen={isPhone}
    >
      {isOpen ? <ImportBody scorecardId={scorecardId} onClose={onClose} /> : null}
    </Modal>
  );
}

function ImportBody({ scorecardId, onClose }: { scorecardId: string; onClose: () => void }) {
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
          notifySuccess(SCORECARD_UI_TEXTS.importDone(result.changes.length));
          onClose();
        },
      },
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {SCORECARD_UI_TEXTS.importHint}
      </Text>
      <FileInput
        label={SCORECARD_UI_TEXTS.importFile}
        accept=".csv,text/csv"
        placeholder={SCORECARD_UI_TEXTS.importFilePlaceholder}
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        clearable
        onChange={(file) => void file?.text().then(changeText)}
      />
      <Textarea
        label={SCORECARD_UI_TEXTS.importText}
        value={csv}
        onChange={(event) => changeText(event.currentTarget.value)}
        rows={6}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        placeholder={'measurable,period,value\nRevenue,2026-11-16,12500'}
      />
      {preview ? <ImportPreview preview={preview} /> : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {SCORECARD_UI_TEXTS.cancel}
        </Button>
        {preview && preview.changes.length > 0 ? (
          <Button onClick={apply} loading={run.isPending}>
            {SCORECARD_UI_TEXTS.importApply(preview.changes.length)}
          </Button>
        ) : (
          <Button onClick={showPreview} loading={run.isPending} disabled={csv.trim() === ''}>
            {SCORECARD_UI_TEXTS.importPreview}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function ImportPreview({ preview }: { preview: TScorecardImportPreview }) {
  return (
    <Stack gap="sm" data-testid="import-preview">
      {preview.errors.length > 0 ? (
        <Alert color="red" variant="light" title={SCORECARD_UI_TEXTS.importErrors(preview.errors.length)}>
          <Stack gap={2}>
            {preview.errors.map((error) => (
              <Text size="sm" key={`${error.row}-${error.text}`}>
                {SCORECARD_UI_TEXTS.importRow} {error.row}: {error.text}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <Text size="sm" fw={600}>
        {preview.changes.length > 0
          ? SCORECARD_UI_TEXTS.importChanges(preview.changes.length)
          : SCORECARD_UI_TEXTS.importNothing}
      </Text>
      {preview.changes.length > 0 ? (
        <ScrollArea.Autosize mah={260} viewportProps={{ tabIndex: 0, 'aria-label': 'Preview of the rows' }}>
          <Table striped withTableBorder fz="sm" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{SCORECARD_UI_TEXTS.importRow}</Table.Th>
                <Table.Th>{SCORECARD_UI_TEXTS.measurable}</Table.Th>
                <Table.Th>{SCORECARD_UI_TEXTS.importPeriod}</Table.Th>
                <Table.Th ta="right">{SCORECARD_UI_TEXTS.importOld}</Table.Th>
                <Table.Th ta="right">{SCORECARD_UI_TEXTS.importNew}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.changes.map((change) => (
                <Table.Tr key={change.row}>
                  <Table.Td>{change.row}</Table.Td>
                  <Table.Td>{change.title}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{change.intervalId}</Table.Td>
                  <Table.Td ta="right">{change.oldValue ?? '–'}</Table.Td>
                  <Table.Td ta="right">{change.newValue ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      ) : null}
    </Stack>
  );
}
