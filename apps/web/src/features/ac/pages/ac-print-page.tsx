import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { Alert, Anchor, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import '../../../components/print/print-shell.css';
import { PAGE_HEIGHT, PAGE_MARGIN, PAGE_WIDTH, SEAT_WIDTH } from '@cairn/domain/ac/chart-layout';
import { isApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useAcRevision } from '../api/ac-api.ts';
import { isValidGrid, printLayout, selectedSeats } from '../components/print-layout.ts';
import { PrintSeatCard } from '../components/print-seat-card.tsx';
import '../texts.ts';
import classes from './ac-print-page.module.css';

/** The lines from each seat to its reports (dashed to an assistant, beside its seat). */
function Lines({
  seats,
  positions,
  seatHeight,
}: {
  seats: TAcSeat[];
  positions: Map<string, { x: number; y: number }>;
  seatHeight: number;
}) {
  const paths = seats.flatMap((seat) => {
    const from = seat.parentId ? positions.get(seat.parentId) : undefined;
    const to = positions.get(seat.id);
    if (!from || !to) return [];
    if (seat.isAssistant) {
      const y = to.y + seatHeight / 2;
      return [
        {
          id: seat.id,
          d: `M ${from.x + SEAT_WIDTH / 2} ${from.y + seatHeight} V ${y} H ${to.x}`,
          dashed: true,
        },
      ];
    }
    const middle = (from.y + seatHeight + to.y) / 2;
    return [
      {
        id: seat.id,
        d: `M ${from.x + SEAT_WIDTH / 2} ${from.y + seatHeight} V ${middle} H ${to.x + SEAT_WIDTH / 2} V ${to.y}`,
        dashed: false,
      },
    ];
  });
  return (
    <svg
      style={{ position: 'absolute', inset: 0, overflow: 'visible' }}
      width="100%"
      height="100%"
      aria-hidden
    >
      {paths.map((path) => (
        <path
          key={path.id}
          d={path.d}
          fill="none"
          stroke="#555"
          strokeWidth={1.5}
          strokeDasharray={path.dashed ? '5 4' : undefined}
        />
      ))}
    </svg>
  );
}

/**
 * `/ac-print/collection/{c}/revision/{r}?rows=&columns=&seat=&scale=` (000 §2.1, 001 §2, §5, §9):
 * the chart drawn for paper, on a grid of 11 x 8.5 in sheets, the cards as large as the grid
 * allows (a tenth at least), or at print mode's card scale, leaving out the cards off the pages. The browser's print dialog opens by itself; Print opens it again.
 */
export function AcPrintPage() {
  const { t } = useTranslation();
  const { collectionId = '', revisionId = '' } = useParams();
  const [search] = useSearchParams();
  const rows = Number(search.get('rows') ?? 1);
  const columns = Number(search.get('columns') ?? 1);
  const asked = search.get('scale');
  const scale = asked && Number.isFinite(Number(asked)) ? Number(asked) : null;
  const grid = useMemo(() => ({ rows, columns, scale }), [rows, columns, scale]);
  const chart = useAcRevision(collectionId, revisionId);
  const seats = useMemo(
    () => (chart.data ? selectedSeats(chart.data.seats, search.get('seat')) : []),
    [chart.data, search],
  );
  const isValid = isValidGrid(grid);
  const layout = useMemo(
    () => (isValid && seats.length ? printLayout(seats, grid) : null),
    [seats, isValid, grid],
  );
  // Cards that fall off the pages at print mode's card scale do not print (001 §8's warning).
  const printed = useMemo(
    () => (layout ? seats.filter((seat) => !layout.offPage.has(seat.id)) : []),
    [seats, layout],
  );
  useEffect(() => {
    if (!layout) return;
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [layout]);

  const back = `/ac/collection/${collectionId}/revision/${revisionId}`;
  if (chart.isError) {
    const isRemoved = isApiError(chart.error) && chart.error.messages[0]?.id === 'AC_REMOVED';
    return <Alert color="red" title={t(isRemoved ? 'ac.document.removed' : 'ac.print.failed')} />;
  }
  if (!chart.data) return <Skeleton height={400} aria-label={t('ac.print.loading')} />;
  const problem = !isValid ? t('ac.print.invalidGrid') : !layout ? t('ac.print.nothingSelected') : null;
  const innerWidth = PAGE_WIDTH - 2 * PAGE_MARGIN;
  const innerHeight = PAGE_HEIGHT - 2 * PAGE_MARGIN;
  const sheets = Array.from({ length: grid.rows * grid.columns }, (_, n) => ({
    row: Math.floor(n / grid.columns),
    column: n % grid.columns,
  }));

  return (
    <Stack gap="md">
      <Group justify="space-between" className="no-print">
        <Title order={1} fz="h3">
          {t('ac.print.title', { title: chart.data.title })}
        </Title>
        <Group gap="sm">
          <Anchor component={Link} to={back}>
            {t('ac.print.back')}
          </Anchor>
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
            disabled={!layout}
          >
            {t('ac.print.print')}
          </Button>
        </Group>
      </Group>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      {layout?.isTooSmall ? (
        <Alert color="yellow" role="alert" className="no-print">
          {t('ac.print.tooSmall')}
        </Alert>
      ) : null}
      {layout ? (
        <>
          <Text size="sm" c="dimmed" className="no-print">
            {t('ac.print.summary', {
              pages:
                sheets.length === 1
                  ? t('ac.print.onePage')
                  : t('ac.print.grid', { rows: grid.rows, columns: grid.columns }),
              scale: formatNumber(Math.round(layout.scale * 100) / 100, { style: 'percent' }),
            })}
            {layout.offPage.size > 0 ? ` ${t('ac.print.offPage', { count: layout.offPage.size })}` : ''}
          </Text>
          <Box
            className={classes.sheets}
            style={{ gridTemplateColumns: `repeat(${grid.columns}, 11in)` }}
            aria-label={t('ac.print.sheets')}
          >
            {sheets.map(({ row, column }) => (
              <Box
                key={`${row}-${column}`}
                className={classes.sheet}
                aria-label={t('ac.print.page', { row: row + 1, column: column + 1 })}
              >
                <Box
                  style={{
                    position: 'absolute',
                    left: PAGE_MARGIN - column * innerWidth,
                    top: PAGE_MARGIN - row * innerHeight,
                    width: layout.width,
                    height: layout.height,
                    transform: `scale(${layout.scale})`,
                    transformOrigin: '0 0',
                  }}
                >
                  <Lines seats={printed} positions={layout.positions} seatHeight={layout.seatHeight} />
                  {printed.map((seat) => {
                    const at = layout.positions.get(seat.id);
                    return at ? (
                      <PrintSeatCard key={seat.id} seat={seat} x={at.x} y={at.y} height={layout.seatHeight} />
                    ) : null;
                  })}
                </Box>
              </Box>
            ))}
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
