import { COLOR_TAG_VALUES, type TColorTag } from '@cairn/domain/meetings/meetings.constants';
import { Group, Select } from '@mantine/core';
import { memo, type ReactNode, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { COLOR_TAG_NAME_KEYS } from './color-tag-names.ts';
import { ColorTagSwatch } from './color-tag-swatch.tsx';
import '../texts.ts';

export type TColorTagSelectProps = {
  value: TColorTag;
  onChange: (value: TColorTag) => void;
  error?: ReactNode;
};

/** The colour tag field (000 §3): None, Blue, Orange, Teal, Purple, Green, Dark Orange, Gray, each with its swatch. */
function ColorTagSelectField({ value, onChange, error }: TColorTagSelectProps) {
  const { t } = useTranslation();
  const options = useMemo(
    () => COLOR_TAG_VALUES.map((tag) => ({ value: tag, label: t(COLOR_TAG_NAME_KEYS[tag]) })),
    [t],
  );
  return (
    <Select
      label={t('meeting.colorTag.label')}
      data={options}
      value={value}
      onChange={(next) => next && onChange(next as TColorTag)}
      allowDeselect={false}
      leftSection={<ColorTagSwatch colorTag={value} />}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <ColorTagSwatch colorTag={option.value as TColorTag} />
          {option.label}
        </Group>
      )}
      error={error}
      w={{ base: '100%', xs: 220 }}
    />
  );
}

/** The colour tag field; it re-renders only when its value or message changes. */
export const ColorTagSelect = memo(
  ColorTagSelectField,
  (before, after) => before.value === after.value && before.error === after.error,
);
