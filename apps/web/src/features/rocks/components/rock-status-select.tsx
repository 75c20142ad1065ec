import type { TRockStatus } from '@cairn/domain/rocks/rocks.constants';
import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { Badge, Box, Select } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ROCK_STATUS_COLORS, ROCK_STATUS_KEYS, useRockStatusOptions } from './rock-options.ts';
import { useRockTexts } from './use-rock-texts.ts';

type TProps = {
  rock: TRock;
  /** False for observers: the status shows, read-only. */
  canChange: boolean;
  isSaving: boolean;
  onChange: (rock: TRock, status: TRockStatus) => void;
};

/** A list row's status (002 §3): a select of the six statuses, or a plain badge for observers. */
export function RockStatusSelect({ rock, canChange, isSaving, onChange }: TProps) {
  const { t } = useTranslation();
  const texts = useRockTexts();
  const options = useRockStatusOptions();
  if (!canChange)
    return (
      <Badge variant="light" color={ROCK_STATUS_COLORS[rock.status]} style={{ flexShrink: 0 }}>
        {t(ROCK_STATUS_KEYS[rock.status])}
      </Badge>
    );
  return (
    <Select
      aria-label={texts.statusOf(rock.title)}
      data={options}
      value={rock.status}
      onChange={(status) => {
        if (status && status !== rock.status) onChange(rock, status as TRockStatus);
      }}
      allowDeselect={false}
      disabled={isSaving}
      size="xs"
      w={120}
      comboboxProps={{ withinPortal: true }}
      leftSection={
        <Box
          w={8}
          h={8}
          bg={`${ROCK_STATUS_COLORS[rock.status]}.6`}
          style={{ borderRadius: '50%' }}
          aria-hidden
        />
      }
      leftSectionWidth={22}
    />
  );
}
