import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { HEADLINE_STATUSES } from '../headlines/headlines.constants.ts';
import {
  DASHBOARD_COLUMNS,
  DASHBOARD_WIDGETS_MAX,
  WIDGET_MAX_H,
  WIDGET_MIN_H,
  WIDGET_MIN_W,
  WIDGET_TYPES,
} from './dashboard.constants.ts';

/** `GET dashboard`, `PUT dashboard`, `POST default-dashboard` (001 §7; issue #16's contract). */

// No transform here: the schema also checks answers, and a one-way transform cannot encode.
const ZPersonIds = z.array(z.uuid()).min(1).max(100);

/** 001 §3 widget filters: is-personal, owner-id (Mine), excluded-owner-ids (Others), headline-status. */
export const ZWidgetFilters = z
  .object({
    'is-personal': z
      .array(z.enum(['true', 'false']))
      .length(1)
      .optional(),
    'owner-id': ZPersonIds.optional(),
    'excluded-owner-ids': ZPersonIds.optional(),
    'headline-status': z.array(z.enum(HEADLINE_STATUSES)).min(1).max(HEADLINE_STATUSES.length).optional(),
  })
  .strict();

/** One widget: react-grid-layout's layout item (`i, x, y, w, h`) with its type and filters. */
export const ZWidget = z.object({
  i: z.string().trim().min(1).max(64),
  x: z
    .number()
    .int()
    .min(0)
    .max(DASHBOARD_COLUMNS - 1),
  y: z.number().int().min(0).max(10_000),
  w: z.number().int().min(WIDGET_MIN_W).max(DASHBOARD_COLUMNS),
  h: z.number().int().min(WIDGET_MIN_H).max(WIDGET_MAX_H),
  type: z.enum(WIDGET_TYPES),
  filters: ZWidgetFilters.default({}),
});

/** `PUT dashboard`: the whole layout replaces the stored one; a stale version is 409. */
export const ZPutDashboardRequest = z.object({
  widgetSettings: z.array(ZWidget).max(DASHBOARD_WIDGETS_MAX),
  version: z.number().int().nonnegative(),
});
export type TPutDashboardRequest = z.infer<typeof ZPutDashboardRequest>;

export const ZDashboard = z.object({
  widgetSettings: z.array(ZWidget),
  version: z.number().int(),
});
export type TDashboard = z.infer<typeof ZDashboard>;
export const ZDashboardAnswer = ZEnvelope.extend({ dashboard: ZDashboard });
