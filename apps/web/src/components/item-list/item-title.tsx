import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import classes from './item-table.module.css';
import './texts.ts';

type TProps = {
  title: string;
  /** Struck through and dimmed (a done to-do, a solved issue). */
  isDone?: boolean;
  /** Arrived live while the list was open: marked 'New' (002 §4). */
  isNew?: boolean;
  /** Opens the edit popup; a plain title when left out (observers). */
  onEdit?: () => void;
};

/** An item's title in a list: opens its edit popup when it may be edited, marked 'New' when it arrived live. */
export function ItemTitle({ title, isDone = false, isNew = false, onEdit }: TProps) {
  const { t } = useTranslation();
  const strike = { td: isDone ? 'line-through' : undefined, c: isDone ? 'dimmed' : undefined } as const;
  // The title is the edit button itself, not a paragraph inside one: one element on every row (issue 38).
  const titleNode = onEdit ? (
    <Text
      component="button"
      type="button"
      className={classes.titleButton}
      onClick={onEdit}
      aria-label={t('itemList.editItem', { title })}
      lineClamp={2}
      {...strike}
    >
      {title}
    </Text>
  ) : (
    <Text lineClamp={2} {...strike}>
      {title}
    </Text>
  );
  // The group only for the 'New' mark: one element fewer on every other row (issue 38).
  if (!isNew) return titleNode;
  return (
    <Group gap="xs" wrap="nowrap">
      {titleNode}
      <Badge color="yellow" variant="filled" size="xs" style={{ flexShrink: 0 }}>
        {t('itemList.new')}
      </Badge>
    </Group>
  );
}

/** The background of a row that arrived live. */
export const NEW_ROW_BACKGROUND = 'var(--mantine-color-yellow-light)';
