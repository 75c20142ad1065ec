import type { TWidgetType } from '@cairn/domain/dashboard/dashboard.constants';
import { firstFreePlace, type TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import type { TWidgetFilters } from '@cairn/domain/dashboard/widget-filter-options';
import { Alert, Button, Group, Menu, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ChooseWidgetModal } from './choose-widget-modal.tsx';
import classes from './dashboard.module.css';
import { DashboardGrid, useIsStacked } from './dashboard-grid.tsx';
import { ThisWeekHeader } from './this-week-header.tsx';
import { useDashboardLayout } from './use-dashboard-layout.ts';
import { WidgetBody } from './widget-body.tsx';
import { WidgetCard } from './widget-card.tsx';
import '../texts.ts';

/** A new widget's size: half the page wide, about a screen third high. */
const NEW_WIDGET = { w: 6, h: 7 };

type TProps = { orgId: string; personId: string; canChange: boolean };

/**
 * The dashboard's widgets (issue #16): each a live list of its items; Add widget opens Choose
 * Widget; each widget's menu edits its filters or removes it; the layout is the person's own.
 */
export function DashboardWidgets({ orgId, personId, canChange }: TProps) {
  const { t } = useTranslation();
  const layout = useDashboardLayout(orgId);
  const [chooser, setChooser] = useState<{ editing: TWidget | null } | null>(null);
  const widgets = layout.widgets ?? [];
  // The grid stacks the widgets at this width (dashboard-grid.tsx): then nothing is dragged.
  const isStacked = useIsStacked();

  const done = (type: TWidgetType, filters: TWidgetFilters) => {
    const editing = chooser?.editing;
    setChooser(null);
    if (editing) {
      layout.change(widgets.map((widget) => (widget.i === editing.i ? { ...widget, filters } : widget)));
      return;
    }
    const place = firstFreePlace(widgets, NEW_WIDGET.w, NEW_WIDGET.h);
    const i = `${type.toLowerCase()}-${Date.now().toString(36)}`;
    layout.change([...widgets, { i, ...place, ...NEW_WIDGET, type, filters }]);
  };

  if (layout.isError) {
    return (
      <Alert color="red" title={t('dashboard.loadFailed')}>
        <Button size="xs" variant="light" onClick={layout.retry}>
          {t('dashboard.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <ThisWeekHeader personId={personId} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {layout.isSaving ? t('dashboard.saving') : isStacked ? '' : t('dashboard.dragHint')}
        </Text>
        <Group gap="xs">
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setChooser({ editing: null })}
          >
            {t('dashboard.addWidget')}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
                {t('dashboard.layout')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={layout.resetToDefault}>{t('dashboard.resetLayout')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {layout.isPending || !layout.widgets ? (
        <Skeleton height={320} radius="md" aria-label={t('dashboard.loading')} />
      ) : widgets.length === 0 ? (
        <Alert variant="light" title={t('dashboard.empty.title')}>
          {t('dashboard.empty.text')}
        </Alert>
      ) : (
        <DashboardGrid
          widgets={widgets}
          onLayoutChange={layout.change}
          renderWidget={(widget, isDraggable, isBodyDrawn) => (
            <WidgetCard
              widget={widget}
              isDraggable={isDraggable}
              onEditFilters={() => setChooser({ editing: widget })}
              onRemove={() => layout.change(widgets.filter((candidate) => candidate.i !== widget.i))}
            >
              {isBodyDrawn ? (
                <WidgetBody widget={widget} personId={personId} canChange={canChange} />
              ) : (
                <div className={classes.bodyPlaceholder} aria-hidden="true" />
              )}
            </WidgetCard>
          )}
        />
      )}
      {chooser ? (
        <ChooseWidgetModal
          widgets={widgets}
          personId={personId}
          editing={chooser.editing}
          onDone={done}
          onClose={() => setChooser(null)}
        />
      ) : null}
    </Stack>
  );
}
