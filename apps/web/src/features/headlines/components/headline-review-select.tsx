import type { THeadlineStatus } from '@cairn/domain/headlines/headlines.constants';
import { Select, type SelectProps } from '@mantine/core';
import { useHeadlineTexts } from './use-headline-texts.ts';

type TProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: THeadlineStatus;
  onChange: (status: THeadlineStatus) => void;
};

/** Picks a headline's review status (002 §4): To review, Reviewed or Removed. */
export function HeadlineReviewSelect({ value, onChange, ...props }: TProps) {
  const texts = useHeadlineTexts();
  return (
    <Select
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={texts.statusOptions}
      value={value}
      onChange={(next) => {
        if (next && next !== value) onChange(next as THeadlineStatus);
      }}
    />
  );
}
