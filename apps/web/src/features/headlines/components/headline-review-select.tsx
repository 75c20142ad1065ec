import {
  HEADLINE_STATUS_LABELS,
  HEADLINE_STATUSES,
  type THeadlineStatus,
} from '@cairn/domain/headlines/headlines.constants';
import { Select, type SelectProps } from '@mantine/core';

const OPTIONS = HEADLINE_STATUSES.map((status) => ({ value: status, label: HEADLINE_STATUS_LABELS[status] }));

type TProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: THeadlineStatus;
  onChange: (status: THeadlineStatus) => void;
};

/** Picks a headline's review status (002 §4): To review, Reviewed or Removed. */
export function HeadlineReviewSelect({ value, onChange, ...props }: TProps) {
  return (
    <Select
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={OPTIONS}
      value={value}
      onChange={(next) => {
        if (next && next !== value) onChange(next as THeadlineStatus);
      }}
    />
  );
}
