import '@mantine/core/styles/Slider.css';
import { MAX_SCALE, MIN_SCALE } from '@cairn/domain/ac/chart-layout';
import { Badge, Button, Group, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { isValidGrid, MAX_PAGES_ACROSS } from './print-layout.ts';
import type { usePrintMode } from './use-print-mode.ts';

/** A whole percentage in the person's locale (100 %, 100%). */
const percent = (value: number) => formatNumber(value / 100, { style: 'percent' });

type TProps = {
  print: ReturnType<typeof usePrintMode>;
  /** Opens the print page with these pages and this scale. */
  onPrint: () => void;
};

/**
 * Print mode's controls (001 §4, §8): how many pages across and down, the A/C Card Scale, how many
 * cards fall off the pages, and Print. Rows and columns must be 1 to 10 (Print says so otherwise).
 */
export function PrintModeBar({ print, onPrint }: TProps) {
  const { t } = useTranslation();
  const pages = print.pages;
  if (!pages) return null;
  const isGridValid = isValidGrid(pages);
  const setCount = (key: 'rows' | 'columns', value: number | string) => {
    const count = Number(value);
    const next = { rows: pages.rows, columns: pages.columns, [key]: count };
    print.setGrid(next.rows, next.columns);
  };
  return (
    <Group
      gap="md"
      wrap="wrap"
      align="flex-end"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-blue-3)', borderRadius: 8 }}
      role="region"
      aria-label={t('ac.printMode.label')}
    >
      <NumberInput
        label={t('ac.printMode.rows')}
        size="xs"
        w={80}
        min={1}
        max={MAX_PAGES_ACROSS}
        allowDecimal={false}
        clampBehavior="none"
        value={pages.rows}
        onChange={(value) => setCount('rows', value)}
      />
      <NumberInput
        label={t('ac.printMode.columns')}
        size="xs"
        w={80}
        min={1}
        max={MAX_PAGES_ACROSS}
        allowDecimal={false}
        clampBehavior="none"
        value={pages.columns}
        onChange={(value) => setCount('columns', value)}
      />
      <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
        <Text size="xs" fw={500}>
          {t('ac.printMode.scale', { scale: percent(print.scalePercent) })}
        </Text>
        <Slider
          thumbLabel={t('ac.printMode.scaleName')}
          min={MIN_SCALE * 100}
          max={MAX_SCALE * 100}
          value={print.scalePercent}
          onChange={print.setScalePercent}
          label={percent}
        />
      </Stack>
      {print.offPage.size > 0 ? (
        <Badge color="red" variant="light">
          {t('ac.printMode.offPage', { count: print.offPage.size })}
        </Badge>
      ) : null}
      <Button
        size="xs"
        leftSection={<IconPrinter size={14} aria-hidden />}
        onClick={onPrint}
        disabled={!isGridValid}
      >
        {t('ac.printMode.print')}
      </Button>
      {isGridValid ? null : (
        <Text size="sm" c="red" role="alert" w="100%">
          {t('ac.print.invalidGrid')}
        </Text>
      )}
    </Group>
  );
}
