import { evaluate, type TGoal } from '@cairn/domain/scorecards/evaluation';
import { formatGoal, formatMeasurableValue, parseNumberText } from '@cairn/domain/scorecards/value-format';
import { Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { TMeasurableFormValues } from './measurable-form-schemas.ts';
import classes from './scorecard-grid.module.css';
import '../texts.ts';

/**
 * The preview's inputs when they are all there (001 §2 live preview): comparison, goal, unit
 * and scale, and the meeting when adding; null otherwise (then no preview shows).
 */
function previewOf(values: TMeasurableFormValues, isAdd: boolean) {
  const goalValue = parseNumberText(values.goalValue);
  const { comparison, unitOfMeasure, valueScale } = values;
  if (goalValue === null || !comparison || !unitOfMeasure || !valueScale) return null;
  const goalValueMax = comparison === 'Between' ? parseNumberText(values.goalValueMax) : null;
  if (comparison === 'Between' && (goalValueMax === null || goalValueMax < goalValue)) return null;
  if (isAdd && values.tractionIds.length === 0) return null;
  const goal: TGoal = { comparison, goalValue, goalValueMax };
  return { goal, format: { unitOfMeasure, valueScale, decimalPlaces: values.decimalPlaces } };
}

/** The live preview: the goal as the grid will show it ("≥ $12.50k") and a sample cell at the goal. */
export function MeasurablePreview({
  values,
  isAdd,
  locale,
}: {
  values: TMeasurableFormValues;
  isAdd: boolean;
  locale: string;
}) {
  const { t } = useTranslation();
  const preview = previewOf(values, isAdd);
  if (!preview) return null;
  const format = { ...preview.format, locale };
  const sample = evaluate(preview.goal, preview.goal.goalValue);
  const Mark = sample.isOnTarget ? IconCheck : IconX;
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('scorecard.preview.title')} role="region">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {t('scorecard.preview.title')}
      </Text>
      <Group justify="space-between" align="center" mt={4} wrap="wrap" gap="sm">
        <Text fw={700} size="lg" data-testid="measurable-preview-goal">
          {formatGoal(preview.goal, format)}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('scorecard.preview.sample')}
          </Text>
          <span
            className={`${classes.cellInner} ${sample.isOnTarget ? classes.on : classes.off}`}
            style={{ height: 32, borderRadius: 4, border: '1px solid var(--mantine-color-default-border)' }}
            title={sample.text}
            data-testid="measurable-preview-cell"
          >
            <Mark
              size={14}
              stroke={2.5}
              className={sample.isOnTarget ? classes.onMark : classes.offMark}
              aria-label={sample.label}
              role="img"
            />
            <span>{formatMeasurableValue(preview.goal.goalValue, format, preview.goal)}</span>
          </span>
        </Group>
      </Group>
    </Paper>
  );
}
