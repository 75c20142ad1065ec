import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { ZCalendarDate } from '../items/items.schemas.ts';
import { INSIGHTS_PERIODS, INSIGHTS_SCOPES, INSIGHTS_TEXTS } from './insights.constants.ts';
import { isSpanTooLong } from './insights-periods.ts';

/**
 * `GET insights?scope=org|meeting&tractionId=&from=&to=&period=week|quarter` (issue 32). Every
 * part may be left out: the organisation's last 13 weeks. A span longer than three years or
 * ending before it starts is refused naming `from`; the meeting scope needs `tractionId`.
 */
export const ZInsightsQuery = z
  .object({
    scope: z.enum(INSIGHTS_SCOPES).default('org'),
    /** The meeting (series) of the meeting scope. */
    tractionId: z
      .uuid()
      .transform((id) => id.toLowerCase())
      .optional(),
    /** The first day asked for; widened to the start of its period. */
    from: ZCalendarDate.optional(),
    /** The last day asked for (default today in the organisation's zone); widened to its period's end. */
    to: ZCalendarDate.optional(),
    period: z.enum(INSIGHTS_PERIODS).default('week'),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: INSIGHTS_TEXTS.fromAfterTo });
    } else if (query.from && query.to && isSpanTooLong(query.from, query.to)) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: INSIGHTS_TEXTS.tooLong });
    }
    if (query.scope === 'meeting' && !query.tractionId) {
      ctx.addIssue({ code: 'custom', path: ['tractionId'], message: INSIGHTS_TEXTS.meetingRequired });
    }
    if (query.scope === 'org' && query.tractionId) {
      ctx.addIssue({
        code: 'custom',
        path: ['tractionId'],
        message: INSIGHTS_TEXTS.meetingOnlyForMeetingScope,
      });
    }
  });
export type TInsightsQuery = z.infer<typeof ZInsightsQuery>;

const ZPeriodStart = z.string().describe('The first day of the period, YYYY-MM-DD');
/** A percentage 0-100, or null when the period has nothing to count. */
const ZRate = z.number().int().min(0).max(100).nullable();
const ZCount = z.number().int().nonnegative();

export const ZInsights = z.object({
  period: z.enum(INSIGHTS_PERIODS),
  /** The first day counted (the start of the first period). */
  from: z.string(),
  /** The last day counted (the end of the last period). */
  to: z.string(),
  /** To-dos due in the period: done of those due (removed ones not counted); EOS goal 90. */
  todoCompletion: z.array(z.object({ periodStart: ZPeriodStart, done: ZCount, total: ZCount, rate: ZRate })),
  /** Ratings given in the period's meetings: mean (one decimal), share of 8 or better, how many. */
  meetingRating: z.array(
    z.object({ periodStart: ZPeriodStart, average: z.number().nullable(), goodShare: ZRate, n: ZCount }),
  ),
  /** Rocks due in each calendar quarter the span touches, by status; rate = done of all; EOS goal 80. */
  rocks: z.array(
    z.object({
      periodStart: ZPeriodStart,
      onTrack: ZCount,
      offTrack: ZCount,
      done: ZCount,
      notDone: ZCount,
      rate: ZRate,
    }),
  ),
  /** Weekly measurables' values on target, of the values entered against a goal. */
  measurablesOnTarget: z.array(
    z.object({ periodStart: ZPeriodStart, onTarget: ZCount, total: ZCount, rate: ZRate }),
  ),
  /** Issues raised in the period and issues solved in it. */
  issues: z.array(z.object({ periodStart: ZPeriodStart, created: ZCount, solved: ZCount })),
  /** Meetings held; started on time (of those with a schedule); ended on time; headlines reviewed. */
  meetings: z.array(
    z.object({
      periodStart: ZPeriodStart,
      held: ZCount,
      scheduled: ZCount,
      startedOnTime: ZCount,
      endedOnTime: ZCount,
      headlinesReviewed: ZCount,
    }),
  ),
});
export type TInsights = z.infer<typeof ZInsights>;

export const ZInsightsAnswer = ZEnvelope.extend({ insights: ZInsights });
