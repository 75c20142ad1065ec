import { Group, SegmentedControl } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import classes from './item-list-filters.module.css';
import './texts.ts';

/** Whose items a list shows. */
export type TItemScope = 'mine' | 'everyone';

type TProps<TStatus extends string> = {
  /** The plural the labels name, in the person's language, e.g. 'rocks' ("Whose rocks"). */
  itemsLabel: string;
  scope: TItemScope;
  onScopeChange: (scope: TItemScope) => void;
  status: TStatus;
  onStatusChange: (status: TStatus) => void;
  statusOptions: readonly { value: TStatus; label: string }[];
  /** How many items each status holds in the scope (undefined while loading). */
  counts?: Partial<Record<TStatus, number>>;
  /** A page's own filters after these (an organisation-wide list's owner, quarter or meeting). */
  children?: ReactNode;
};

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/**
 * The filters of an item list (mine / everyone, and its statuses with their counts): segmented
 * controls, and on a phone two native selects under the same names, about 3 elements each for
 * a segmented control's 8 to 11 (issue 38); a phone draws their choices in its own picker.
 */
export function ItemListFilters<TStatus extends string>(props: TProps<TStatus>) {
  const { t } = useTranslation();
  const { itemsLabel, scope, onScopeChange, status, onStatusChange, statusOptions, counts } = props;
  const isPhone = useIsPhone();
  const Choice = isPhone ? PhoneChoice : WideChoice;
  return (
    <Group gap="sm" wrap="wrap" className={isPhone ? classes.phoneFilters : undefined}>
      <Choice
        label={t('itemList.whose', { items: itemsLabel })}
        value={scope}
        onChange={(value) => onScopeChange(value as TItemScope)}
        options={[
          { value: 'mine', label: t('itemList.scope.mine') },
          { value: 'everyone', label: t('itemList.scope.everyone') },
        ]}
      />
      <Choice
        label={t('itemList.statusOf', { items: itemsLabel })}
        value={status}
        onChange={(value) => onStatusChange(value as TStatus)}
        options={statusOptions.map((option) => ({
          value: option.value,
          label: withCount(option.label, counts?.[option.value]),
        }))}
      />
      {props.children}
    </Group>
  );
}

type TChoiceProps = {
  /** The control's name for screen readers, e.g. 'Whose rocks'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
};

function WideChoice({ label, value, onChange, options }: TChoiceProps) {
  return <SegmentedControl aria-label={label} size="sm" value={value} onChange={onChange} data={options} />;
}

function PhoneChoice({ label, value, onChange, options }: TChoiceProps) {
  return (
    <select
      className={classes.phoneSelect}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
