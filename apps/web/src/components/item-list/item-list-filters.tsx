import { Group, SegmentedControl } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import './texts.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';

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

/** The filters of an item list (mine / everyone, and its statuses with their counts). */
export function ItemListFilters<TStatus extends string>(props: TProps<TStatus>) {
  const { t } = useTranslation();
  const { itemsLabel, scope, onScopeChange, status, onStatusChange, statusOptions, counts } = props;
  // On phones the controls take the whole width in a smaller size, so three statuses still fit.
  const isPhone = useIsPhone();
  const size = isPhone ? 'xs' : 'sm';
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label={t('itemList.whose', { items: itemsLabel })}
        size={size}
        value={scope}
        onChange={(value) => onScopeChange(value as TItemScope)}
        data={[
          { value: 'mine', label: t('itemList.scope.mine') },
          { value: 'everyone', label: t('itemList.scope.everyone') },
        ]}
      />
      <SegmentedControl
        aria-label={t('itemList.statusOf', { items: itemsLabel })}
        size={size}
        fullWidth={isPhone}
        value={status}
        onChange={(value) => onStatusChange(value as TStatus)}
        data={statusOptions.map((option) => ({
          value: option.value,
          label: withCount(option.label, counts?.[option.value]),
        }))}
      />
      {props.children}
    </Group>
  );
}
