import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { Alert, Button, Group, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { isValidGrid, selectedSeats, type TPageSetup } from './print-layout.ts';

type TProps = {
  seats: readonly TAcSeat[];
  onClose: () => void;
  /** Opens the print page with the chosen setup. */
  onPrint: (setup: TPageSetup) => void;
};

/**
 * Page Setup (001 §2, §5): the whole chart or a seat with everyone below it, fitted on one page
 * or spread over rows x columns of landscape Letter pages. Rows and columns below 1 say "Invalid
 * rows or columns for printing"; an empty selection "No nodes selected to print".
 */
export function PageSetupPopup({ seats, onClose, onPrint }: TProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'one' | 'grid'>('one');
  const [rows, setRows] = useState<number | string>(2);
  const [columns, setColumns] = useState<number | string>(2);
  const [seatId, setSeatId] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const seatOptions = [
    { value: '', label: t('ac.pageSetup.whole') },
    ...seats
      .filter((seat) => !seat.isRoot)
      .map((seat) => ({ value: seat.id, label: t('ac.pageSetup.below', { title: seat.title }) })),
  ];

  const print = () => {
    const grid = mode === 'one' ? { rows: 1, columns: 1 } : { rows: Number(rows), columns: Number(columns) };
    if (!isValidGrid(grid)) return setAlert(t('ac.print.invalidGrid'));
    if (selectedSeats(seats, seatId).length === 0) return setAlert(t('ac.print.nothingSelected'));
    onPrint({ ...grid, seatId });
  };

  return (
    <PopupPanel
      title={t('ac.pageSetup.title')}
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            {t('ac.pageSetup.cancel')}
          </Button>
          <Button onClick={print}>{t('ac.pageSetup.print')}</Button>
        </>
      }
    >
      <Stack gap="md">
        <Select
          label={t('ac.pageSetup.what')}
          data={seatOptions}
          value={seatId ?? ''}
          onChange={(value) => setSeatId(value || null)}
          allowDeselect={false}
          searchable
        />
        <Radio.Group
          label={t('ac.pageSetup.pages')}
          value={mode}
          onChange={(value) => {
            setMode(value === 'grid' ? 'grid' : 'one');
            setAlert(null);
          }}
        >
          <Stack gap="xs" mt={4}>
            <Radio value="one" label={t('ac.pageSetup.one')} />
            <Radio value="grid" label={t('ac.pageSetup.grid')} />
          </Stack>
        </Radio.Group>
        {mode === 'grid' ? (
          <Group grow>
            <NumberInput
              label={t('ac.pageSetup.rows')}
              min={1}
              max={10}
              clampBehavior="none"
              allowDecimal={false}
              value={rows}
              onChange={(value) => {
                setRows(value);
                setAlert(null);
              }}
            />
            <NumberInput
              label={t('ac.pageSetup.columns')}
              min={1}
              max={10}
              clampBehavior="none"
              allowDecimal={false}
              value={columns}
              onChange={(value) => {
                setColumns(value);
                setAlert(null);
              }}
            />
          </Group>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('ac.pageSetup.paper')}
        </Text>
        {/* The question is answered here, not clamped away: 0 rows says what is wrong (001 §5). */}
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        ) : null}
      </Stack>
    </PopupPanel>
  );
}
