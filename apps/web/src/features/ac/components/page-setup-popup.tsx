import { AC_PRINT_TEXTS } from '@cairn/domain/ac/ac.constants';
import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { Alert, Button, Group, NumberInput, Radio, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
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
  const [mode, setMode] = useState<'one' | 'grid'>('one');
  const [rows, setRows] = useState<number | string>(2);
  const [columns, setColumns] = useState<number | string>(2);
  const [seatId, setSeatId] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const seatOptions = [
    { value: '', label: 'The whole chart' },
    ...seats
      .filter((seat) => !seat.isRoot)
      .map((seat) => ({ value: seat.id, label: `${seat.title} and below` })),
  ];

  const print = () => {
    const grid = mode === 'one' ? { rows: 1, columns: 1 } : { rows: Number(rows), columns: Number(columns) };
    if (!isValidGrid(grid)) return setAlert(AC_PRINT_TEXTS.invalidGrid);
    if (selectedSeats(seats, seatId).length === 0) return setAlert(AC_PRINT_TEXTS.nothingSelected);
    onPrint({ ...grid, seatId });
  };

  return (
    <PopupPanel
      title="Page Setup"
      onClose={onClose}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={print}>Print</Button>
        </>
      }
    >
      <Stack gap="md">
        <Select
          label="What to print"
          data={seatOptions}
          value={seatId ?? ''}
          onChange={(value) => setSeatId(value || null)}
          allowDeselect={false}
          searchable
        />
        <Radio.Group
          label="Pages"
          value={mode}
          onChange={(value) => {
            setMode(value === 'grid' ? 'grid' : 'one');
            setAlert(null);
          }}
        >
          <Stack gap="xs" mt={4}>
            <Radio value="one" label="Fit on one page" />
            <Radio value="grid" label="Across several pages" />
          </Stack>
        </Radio.Group>
        {mode === 'grid' ? (
          <Group grow>
            <NumberInput
              label="Rows"
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
              label="Columns"
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
          US Letter, landscape (11 × 8.5 in). The cards are drawn as large as the pages allow.
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
