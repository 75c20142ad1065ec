import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { USAGE_AREAS, USAGE_LIMITS, USAGE_TEXTS } from './usage.constants.ts';

const ZArea = z.enum(USAGE_AREAS, { error: USAGE_TEXTS.unknownArea });

/** `POST usage/page-views`: the views the web saw since its last batch, one entry per area. */
export const ZUsageReportBody = z.object({
  views: z
    .array(
      z.object({
        area: ZArea,
        count: z.number().int().min(1).max(USAGE_LIMITS.maxViewsPerArea),
      }),
    )
    .max(USAGE_AREAS.length)
    .refine((views) => new Set(views.map((view) => view.area)).size === views.length, {
      message: USAGE_TEXTS.duplicateArea,
    }),
});
export type TUsageReportBody = z.infer<typeof ZUsageReportBody>;

/** What the batch counted: nothing of a person who opted out, nothing under a flag that is off. */
export const ZUsageReportAnswer = ZEnvelope.extend({
  counted: z.object({ pageViews: z.boolean(), activePerson: z.boolean() }),
});

/** `GET admin/usage`: the last 30 days and 12 weeks (UTC days, ISO weeks from Monday). */
export const ZUsageOverview = z.object({
  /** The flags in force: ProductAnalytics (page views) and DataCollection (active people). */
  isCountingPageViews: z.boolean(),
  isCountingPeople: z.boolean(),
  /** Views per area over the last 30 days, most viewed first; areas without views left out. */
  pageViews: z.array(z.object({ area: ZArea, views: z.number().int() })),
  /** Each of the last 30 days, oldest first, with zeros. */
  activeByDay: z.array(z.object({ day: z.string(), people: z.number().int() })),
  /** Each of the last 12 weeks (the current one last), with zeros. */
  activeByWeek: z.array(z.object({ weekStart: z.string(), people: z.number().int() })),
});
export type TUsageOverview = z.infer<typeof ZUsageOverview>;
export const ZUsageOverviewAnswer = ZEnvelope.extend({ usage: ZUsageOverview });

/** `GET` / `PUT account/usage-counting`: whether the caller is left out of the counts. */
export const ZUsageCountingBody = z.object({ isOptedOut: z.boolean() });
export const ZUsageCountingAnswer = ZEnvelope.extend({ usageCounting: ZUsageCountingBody });
