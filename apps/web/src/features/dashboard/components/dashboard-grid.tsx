import { DASHBOARD_COLUMNS, WIDGET_MIN_H, WIDGET_MIN_W } from '@cairn/domain/dashboard/dashboard.constants';
import { readingOrder, type TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import ReactGridLayout, { type Layout, useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import type { ReactNode } from 'react';
import { useRevealedCount } from '../../../components/later-sections.tsx';
import classes from './dashboard.module.css';

/** Up to this width the widgets stack in one column instead of the grid. */
const STACKED_QUERY = '(max-width: 48em)';

/** True where the widgets stack (then nothing is dragged); read before the first render. */
export function useIsStacked(): boolean {
  return useMediaQuery(STACKED_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}

/** One grid row's height in pixels: a widget of the default height 7 is about 330 px. */
const ROW_HEIGHT = 38;

type TProps = {
  widgets: readonly TWidget[];
  /** The widget's card; its content only once `isBodyDrawn` (a placeholder before). */
  renderWidget: (widget: TWidget, isDraggable: boolean, isBodyDrawn: boolean) => ReactNode;
  /** The moved or resized widgets' new places (only when something changed). */
  onLayoutChange: (widgets: TWidget[]) => void;
};

/** Moves the layout's positions onto the widgets; null when nothing moved. */
function movedWidgets(widgets: readonly TWidget[], layout: Layout): TWidget[] | null {
  let hasMoved = false;
  const next = widgets.map((widget) => {
    const item = layout.find((candidate) => candidate.i === widget.i);
    if (!item) return widget;
    if (item.x === widget.x && item.y === widget.y && item.w === widget.w && item.h === widget.h)
      return widget;
    hasMoved = true;
    return { ...widget, x: item.x, y: item.y, w: item.w, h: item.h };
  });
  return hasMoved ? next : null;
}

/** How many widgets, in reading order, start in a wide screen's first screen (the grid starts below the header). */
function countOnFirstScreen(ordered: readonly TWidget[]): number {
  const rowsInView = (window.innerHeight - 240) / (ROW_HEIGHT + 16);
  return Math.max(1, ordered.filter((widget) => widget.y < rowsInView).length);
}

/**
 * The dashboard's widgets on a 12-column grid (react-grid-layout): drag by the grip in a
 * widget's title, resize from its corner. On phones they stack in one column in reading order.
 * The widgets of the first screen are drawn with the page; the others' content one by one right
 * after (`useRevealedCount`), so a phone does not render every list in one long task.
 */
export function DashboardGrid(props: TProps) {
  // Read before the first render: a phone would otherwise start with the (empty) grid.
  const isPhone = useIsStacked();
  const ordered = readingOrder(props.widgets);
  const revealed = useRevealedCount(ordered.length, isPhone ? 1 : countOnFirstScreen(ordered));
  const isBodyDrawn = (widget: TWidget) => ordered.indexOf(widget) < revealed;
  if (!isPhone) return <WidgetGrid {...props} isBodyDrawn={isBodyDrawn} />;
  return (
    <Stack gap="md">
      {ordered.map((widget) => (
        <div key={widget.i} className={classes.stackedWidget}>
          {props.renderWidget(widget, false, isBodyDrawn(widget))}
        </div>
      ))}
    </Stack>
  );
}

/**
 * The grid itself. It is its own component so that its width observer is made with the element it
 * measures: kept across a phone-to-desktop resize, the observer watched the removed element and
 * laid the grid out at width 0, every widget on top of the first.
 */
function WidgetGrid({
  widgets,
  renderWidget,
  onLayoutChange,
  isBodyDrawn,
}: TProps & { isBodyDrawn: (widget: TWidget) => boolean }) {
  // Measured before the grid is drawn, and not drawn while the container has no width (a page
  // still hidden behind its loading view): at width 0 every widget would sit on the first.
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const isMeasured = mounted && width > 0;
  const layout = widgets.map(({ i, x, y, w, h }) => ({
    i,
    x,
    y,
    w,
    h,
    minW: WIDGET_MIN_W,
    minH: WIDGET_MIN_H,
  }));
  return (
    <div ref={containerRef}>
      {isMeasured ? (
        <ReactGridLayout
          layout={layout}
          width={width}
          gridConfig={{
            cols: DASHBOARD_COLUMNS,
            rowHeight: ROW_HEIGHT,
            margin: [16, 16],
            containerPadding: [0, 0],
          }}
          dragConfig={{ handle: '.widget-drag-handle' }}
          onLayoutChange={(next) => {
            const moved = movedWidgets(widgets, next);
            if (moved) onLayoutChange(moved);
          }}
        >
          {widgets.map((widget) => (
            <div key={widget.i}>{renderWidget(widget, true, isBodyDrawn(widget))}</div>
          ))}
        </ReactGridLayout>
      ) : null}
    </div>
  );
}
