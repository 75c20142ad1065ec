import { insightsCsv } from '@cairn/domain/insights/insights-csv';
import {
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconTable } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { saveBlob } from '../../../lib/download-file.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import type { TAnyFigure } from './insights-figures.ts';
import { LazyInsightsChart } from './lazy-insights-chart.ts';

/** Below this many things in a period, a rate is a story about a few people, not a trend. */
const SMALL_N = 5;

type TRow = Record<string, string | number | null> & { periodStart: string; label: string };

type TProps = {
  figure: TAnyFigure;
  rows: TRow[];
  /** The span in the file name: `to-do-completion-2026-08-31-to-2026-11-29.csv`. */
  fileSpan: string;
};

/** One figure: its chart, its table (always there for screen readers, shown on request), its `n` and its CSV. */
export function FigureCard({ figure, rows, fileSpan }: TProps) {
  const { t } = useTranslation();
  const [isTableShown, setTableShown] = useState(false);
  const spacing = useMatches({ base: 6, sm: 'xs' });
  const nOf = figure.nOf as unknown as (row: TRow) => number;
  const total = rows.reduce((sum, row) => sum + nOf(row), 0);
  const last = rows.at(-1);
  const isSmall = last !== undefined && nOf(last) > 0 && nOf(last) < SMALL_N;
  const headingId = `insights-${figure.id}`;
  const title = t(figure.titleKey);
  // The figure's values fill its headings too (the meeting rating's "8+ %").
  const values = 'goalValues' in figure ? figure.goalValues : undefined;
  const isQuarterly = 'isQuarterly' in figure && figure.isQuarterly;
  // The CSV's first column is Period in every figure; the table says Quarter for the rocks.
  const columns = (figure.columns as readonly { key: string; labelKey: TTextKey }[]).map((column) => ({
    key: column.key,
    label: t(column.labelKey, values),
  }));

  const handleDownload = () => {
    const csv = insightsCsv(columns, rows);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${figure.fileName}-${fileSpan}.csv`);
  };

  const table = (
    // Tight columns and a smaller size on a phone: the rocks table's six columns fit 375 px.
    <Table
      striped
      withTableBorder
      fz={{ base: 'xs', sm: 'sm' }}
      horizontalSpacing={spacing}
      aria-labelledby={headingId}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} scope="col">
              {column.key === 'periodStart' && isQuarterly ? t('insights.card.quarter') : column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.periodStart}>
            {columns.map((column) =>
              column.key === 'periodStart' ? (
                <Table.Th key={column.key} scope="row" fw={500}>
                  {row.label}
                </Table.Th>
              ) : (
                <Table.Td key={column.key}>{row[column.key] ?? '–'}</Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Title order={2} fz="h4" id={headingId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {t(figure.goalKey, values)}
            </Text>
          </div>
          <Badge variant="light" tt="none" color={isSmall ? 'yellow' : 'gray'} style={{ flexShrink: 0 }}>
            {t('insights.card.n', { total })}
          </Badge>
        </Group>
        {isSmall ? (
          <Text size="xs" c="dimmed">
            {t('insights.card.small', { count: last ? nOf(last) : 0 })}
          </Text>
        ) : null}
        {/* Inert: the chart says nothing the table does not, and its parts take no focus. */}
        <div inert>
          <Suspense
            fallback={
              <Center h={220}>
                <Loader size="sm" />
              </Center>
            }
          >
            <LazyInsightsChart figureId={figure.id} rows={rows as never} />
          </Suspense>
        </div>
        {isTableShown ? (
          // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
          <Box
            style={{ overflowX: 'auto' }}
            tabIndex={0}
            role="group"
            aria-label={t('insights.card.tableOf', { title })}
          >
            {table}
          </Box>
        ) : (
          <VisuallyHidden>{table}</VisuallyHidden>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconTable size={16} />}
            aria-pressed={isTableShown}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {isTableShown ? t('insights.card.hideTable') : t('insights.card.showTable')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconDownload size={16} />}
            onClick={handleDownload}
          >
            {t('insights.card.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
