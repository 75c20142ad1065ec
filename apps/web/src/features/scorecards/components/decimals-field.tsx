import { allowedDecimalPlaces, type TUnitOfMeasure } from '@cairn/domain/scorecards/scorecards.constants';
import { ActionIcon, Group, Input, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

type TProps = {
  value: number;
  unit: TUnitOfMeasure | null;
  onChange: (places: number) => void;
  error?: string;
};

/**
 * Decimal places with - and + buttons (001 §9, default 0): the buttons step through the places
 * the unit allows (cents 0 or 2, Yen and Dong none); a unit changed later keeps the number and
 * the field says what the unit takes.
 */
export function DecimalsField({ value, unit, onChange, error }: TProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const allowed = allowedDecimalPlaces(unit ?? 'Number');
  const lower = [...allowed].reverse().find((places) => places < value);
  const higher = allowed.find((places) => places > value);
  return (
    <Input.Wrapper
      label={t('scorecard.decimals.label')}
      labelProps={{ id: labelId }}
      error={error}
      description={
        value === 0 ? t('scorecard.decimals.asTyped') : t('scorecard.decimals.rounded', { count: value })
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      withAsterisk
    >
      <Group gap="xs" wrap="nowrap" role="group" aria-labelledby={labelId} mt={4}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('scorecard.decimals.fewer')}
          disabled={lower === undefined}
          onClick={() => lower !== undefined && onChange(lower)}
        >
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        <Text
          w={32}
          ta="center"
          fw={600}
          role="status"
          aria-label={t('scorecard.decimals.value', { value })}
          c={error ? 'red' : undefined}
          data-testid="decimals-value"
        >
          {value}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('scorecard.decimals.more')}
          disabled={higher === undefined}
          onClick={() => higher !== undefined && onChange(higher)}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Input.Wrapper>
  );
}
