import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_COLUMNS, DASHBOARD_TEXTS, WIDGET_TYPES } from './dashboard.constants.ts';
import { ZPutDashboardRequest } from './dashboard.schemas.ts';
import {
  defaultDashboard,
  firstFreePlace,
  layoutProblem,
  readingOrder,
  type TWidget,
  typesAtMaximum,
} from './dashboard-layout.ts';
import {
  canSaveWidgetFilters,
  toggleWidgetFilterOption,
  widgetFilterOptions,
  widgetFiltersFromOptions,
} from './widget-filter-options.ts';

const me = randomUUID();
const widget = (fields: Partial<TWidget>): TWidget => ({
  i: randomUUID(),
  x: 0,
  y: 0,
  w: 4,
  h: 4,
  type: 'ToDos',
  filters: {},
  ...fields,
});

describe('the widget filter popup (000 §2.4)', () => {
  it('Personal disables Mine and Others; Mine and Others take the current person', () => {
    let options = widgetFilterOptions('ToDos');
    expect(options.map((o) => o.value)).toEqual(['personal', 'mine', 'others']);
    expect(canSaveWidgetFilters(options)).toBe(false);
    options = toggleWidgetFilterOption(options, 'mine', true);
    options = toggleWidgetFilterOption(options, 'others', true);
    expect(widgetFiltersFromOptions(options, me)).toEqual({ 'owner-id': [me], 'excluded-owner-ids': [me] });
    options = toggleWidgetFilterOption(options, 'personal', true);
    expect(options.filter((o) => o.disabled).map((o) => o.value)).toEqual(['mine', 'others']);
    expect(widgetFiltersFromOptions(options, me)).toEqual({ 'is-personal': ['true'] });
    expect(toggleWidgetFilterOption(options, 'mine', true).find((o) => o.value === 'mine')?.enabled).toBe(
      false,
    );
    options = toggleWidgetFilterOption(options, 'personal', false);
    expect(options.some((o) => o.disabled)).toBe(false);
    expect(canSaveWidgetFilters(options)).toBe(false);
  });

  it('headlines offer their statuses with the HeadlineStatusFilter flag; rocks have no Personal; the options read back the filters', () => {
    expect(widgetFilterOptions('Headlines').map((o) => o.value)).toEqual(['mine', 'others']);
    const on = { isHeadlineStatusOn: true };
    expect(widgetFilterOptions('Headlines', {}, on).map((o) => o.value)).toEqual([
      'mine',
      'others',
      'ToReview',
      'Reviewed',
      'Pending',
      'Removed',
    ]);
    expect(widgetFilterOptions('Rocks').map((o) => o.value)).toEqual(['mine', 'others']);
    const filters = { 'owner-id': [me], 'headline-status': ['ToReview'] };
    expect(widgetFiltersFromOptions(widgetFilterOptions('Headlines', filters, on), me)).toEqual(filters);
  });
});

describe('dashboard layouts', () => {
  it('the default dashboard is a valid layout with the person as owner', () => {
    const layout = defaultDashboard(me);
    expect(layoutProblem(layout)).toBeNull();
    expect(ZPutDashboardRequest.safeParse({ widgetSettings: layout, version: 0 }).success).toBe(true);
    expect(layout.find((w) => w.type === 'ToDos')?.filters).toEqual({ 'owner-id': [me] });
  });

  it('refuses overlaps, repeated ids, widgets past the columns and a fifth of a type', () => {
    expect(layoutProblem([widget({ i: 'a' }), widget({ i: 'b', x: 2 })])?.text).toBe(DASHBOARD_TEXTS.overlap);
    expect(layoutProblem([widget({ i: 'a' }), widget({ i: 'a', x: 4 })])?.text).toBe(
      DASHBOARD_TEXTS.duplicateId,
    );
    expect(layoutProblem([widget({ x: 10, w: 4 })])?.text).toBe(DASHBOARD_TEXTS.outside);
    const five = Array.from({ length: 5 }, (_, n) => widget({ x: 0, y: n * 4 }));
    expect(layoutProblem(five)?.index).toBe(4);
    expect(typesAtMaximum(five.slice(0, 4))).toEqual(['ToDos']);
    expect(typesAtMaximum(five.slice(0, 3))).toEqual([]);
    expect(ZPutDashboardRequest.safeParse({ widgetSettings: [widget({ x: -1 })], version: 0 }).success).toBe(
      false,
    );
    expect(
      ZPutDashboardRequest.safeParse({
        widgetSettings: [widget({ filters: { nope: ['x'] } as never })],
        version: 0,
      }).success,
    ).toBe(false);
  });

  it('a new widget placed at the first free place never overlaps, and phones read top to bottom', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ w: fc.integer({ min: 3, max: 12 }), h: fc.integer({ min: 2, max: 8 }) }), {
          maxLength: 12,
        }),
        (sizes) => {
          const layout: TWidget[] = [];
          for (const [index, size] of sizes.entries()) {
            const place = firstFreePlace(layout, size.w, size.h);
            layout.push(
              widget({
                i: String(index),
                ...size,
                ...place,
                type: WIDGET_TYPES[index % WIDGET_TYPES.length],
              }),
            );
            expect(place.x + size.w).toBeLessThanOrEqual(DASHBOARD_COLUMNS);
          }
          expect(layoutProblem(layout)).toBeNull();
          const order = readingOrder(layout);
          for (let n = 1; n < order.length; n += 1) expect(order[n].y >= order[n - 1].y).toBe(true);
        },
      ),
    );
  });
});
