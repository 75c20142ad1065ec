import { WIDGET_TYPE_FILTERS } from '@cairn/domain/dashboard/dashboard.constants';
import type { TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import { widgetFilterOptions } from '@cairn/domain/dashboard/widget-filter-options';
import { ActionIcon, Badge, Group, Menu, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconDots, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import classes from './dashboard.module.css';
import { filterOptionTexts, WIDGET_TITLE_KEYS } from './widget-texts.ts';
import '../texts.ts';

type TProps = {
  widget: TWidget;
  /** The widget's list, table or empty state. */
  children: ReactNode;
  /** Shows the drag handle (the grid on wide screens). */
  isDraggable: boolean;
  onEditFilters: () => void;
  onRemove: () => void;
};

/**
 * The chips under a widget's title: the filter options it has on (Mine, Others, Personal, statuses).
 * Saved statuses show whatever the HeadlineStatusFilter flag says: they still narrow the list.
 */
function filterChipsOf(t: TFunction, widget: TWidget): string[] {
  return widgetFilterOptions(widget.type, widget.filters, { isHeadlineStatusOn: true })
    .filter((option) => option.enabled)
    .map((option) => filterOptionTexts(t, option).label);
}

/**
 * A widget's frame: its title with a drag handle, its filters as chips, a menu (edit filters when
 * the type takes any, remove) and its content, which scrolls inside the widget's height.
 */
export function WidgetCard({ widget, children, isDraggable, onEditFilters, onRemove }: TProps) {
  const { t } = useTranslation();
  const title = t(WIDGET_TITLE_KEYS[widget.type]);
  const hasFilters = WIDGET_TYPE_FILTERS[widget.type].length > 0;
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.widget}
      component="section"
      aria-label={t('dashboard.widget.label', { title })}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="xs"
        px="sm"
        pt="xs"
        pb={6}
        className={classes.widgetHead}
      >
        <Group gap={6} wrap="nowrap" miw={0}>
          {isDraggable ? (
            <IconGripVertical size={16} className={`${classes.dragHandle} widget-drag-handle`} aria-hidden />
          ) : null}
          <Text fw={700} size="sm" truncate="end">
            {title}
          </Text>
          {filterChipsOf(t, widget).map((chip) => (
            <Badge key={chip} size="xs" variant="light" color="gray">
              {chip}
            </Badge>
          ))}
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('dashboard.widget.menu', { title })}
            >
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {hasFilters ? (
              <Menu.Item leftSection={<IconAdjustments size={14} aria-hidden />} onClick={onEditFilters}>
                {t('dashboard.widget.editFilters')}
              </Menu.Item>
            ) : null}
            <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onRemove}>
              {t('dashboard.widget.remove')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {/* Focusable, so a long widget scrolls from the keyboard too (also when it holds no link). */}
      <ScrollArea
        className={classes.widgetBody}
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('dashboard.widget.list', { title }) }}
      >
        <Stack gap={0} px="sm" pb="sm">
          {children}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
