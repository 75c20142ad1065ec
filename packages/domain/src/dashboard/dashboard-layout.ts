import {
  DASHBOARD_COLUMNS,
  DASHBOARD_TEXTS,
  type TWidgetType,
  WIDGET_LIMIT_PER_TYPE,
  WIDGET_TYPE_LABELS,
  WIDGET_TYPES,
} from './dashboard.constants.ts';
import type { TWidgetFilters } from './widget-filter-options.ts';

/** A widget on the dashboard: react-grid-layout's `{ i, x, y, w, h }` plus its type and filters (001 §3). */
export type TWidget = {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  type: TWidgetType;
  filters: TWidgetFilters;
};

/** The types that already have the most widgets allowed (their add is disabled, 001 §4). */
export function typesAtMaximum(widgets: readonly Pick<TWidget, 'type'>[]): TWidgetType[] {
  return WIDGET_TYPES.filter(
    (type) => widgets.filter((w) => w.type === type).length >= WIDGET_LIMIT_PER_TYPE,
  );
}

const overlaps = (a: TWidget, b: TWidget) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** What is wrong with a layout, as `{ index, text }`, or null when it can be stored. */
export function layoutProblem(widgets: readonly TWidget[]): { index: number; text: string } | null {
  const ids = new Set<string>();
  const perType = new Map<TWidgetType, number>();
  for (const [index, widget] of widgets.entries()) {
    if (ids.has(widget.i)) return { index, text: DASHBOARD_TEXTS.duplicateId };
    ids.add(widget.i);
    if (widget.x + widget.w > DASHBOARD_COLUMNS) return { index, text: DASHBOARD_TEXTS.outside };
    const count = (perType.get(widget.type) ?? 0) + 1;
    perType.set(widget.type, count);
    if (count > WIDGET_LIMIT_PER_TYPE)
      return { index, text: DASHBOARD_TEXTS.typesAtMaximum([WIDGET_TYPE_LABELS[widget.type]]) };
    const other = widgets.slice(0, index).find((earlier) => overlaps(earlier, widget));
    if (other) return { index, text: DASHBOARD_TEXTS.overlap };
  }
  return null;
}

/** Where a new widget of this size goes: the first free place scanning rows from the top. */
export function firstFreePlace(widgets: readonly TWidget[], w: number, h: number): { x: number; y: number } {
  for (let y = 0; ; y += 1) {
    for (let x = 0; x + w <= DASHBOARD_COLUMNS; x += 1) {
      const candidate = { i: '', x, y, w, h, type: 'ToDos', filters: {} } as TWidget;
      if (!widgets.some((widget) => overlaps(widget, candidate))) return { x, y };
    }
  }
}

/** Phones show widgets in one column, in reading order: top to bottom, then left to right. */
export function readingOrder<T extends Pick<TWidget, 'x' | 'y'>>(widgets: readonly T[]): T[] {
  return [...widgets].sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * A new person's dashboard (issue #16): My To-Dos and My Rocks side by side, then Issues I own
 * and Meetings, then My Measurables across the page.
 */
export function defaultDashboard(personId: string): TWidget[] {
  const mine = { 'owner-id': [personId] };
  return [
    { i: 'todos-mine', x: 0, y: 0, w: 6, h: 8, type: 'ToDos', filters: mine },
    { i: 'rocks-mine', x: 6, y: 0, w: 6, h: 8, type: 'Rocks', filters: mine },
    { i: 'issues-mine', x: 0, y: 8, w: 6, h: 7, type: 'Issues', filters: mine },
    { i: 'meetings', x: 6, y: 8, w: 6, h: 7, type: 'Meetings', filters: {} },
    { i: 'measurables-mine', x: 0, y: 15, w: 12, h: 7, type: 'Measurables', filters: {} },
  ];
}
