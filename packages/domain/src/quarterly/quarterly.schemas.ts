import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { ZItemRef, ZItemVersion } from '../items/items.schemas.ts';
import { ZCreateRockRequest, ZRock, ZRockStatus } from '../rocks/rocks.schemas.ts';
import { ZVtoPlan } from '../vto/vto.schemas.ts';
import {
  QUARTERLY_DECISIONS_MAX,
  QUARTERLY_NEW_ROCKS_MAX,
  QUARTERLY_NEXT_STEPS,
  QUARTERLY_TEXTS,
  QUARTERLY_VERDICTS,
} from './quarterly.constants.ts';

/** A calendar quarter as addresses and answers write it: `2026-Q3`. */
export const ZQuarterKey = z.string().regex(/^\d{4}-Q[1-4]$/, QUARTERLY_TEXTS.chooseQuarter);

/** `POST meeting/{meetingThreadId}/quarterly/start`: the quarter to close (by default the one the date suggests). */
export const ZStartQuarterlyRequest = z.object({ quarter: ZQuarterKey.optional() });
export type TStartQuarterlyRequest = z.infer<typeof ZStartQuarterlyRequest>;

/** What the session decided for one rock of the closed quarter. */
export const ZQuarterlyDecision = z.object({
  rockId: ZItemRef,
  /** Done or Not done: the rock's status from now on. */
  status: z.enum(QUARTERLY_VERDICTS, { error: QUARTERLY_TEXTS.chooseVerdict }),
  /** `carry`: a new rock of the next quarter in this meeting; `drop`: an issue of this meeting. Only for Not done. */
  next: z.enum(QUARTERLY_NEXT_STEPS, { error: QUARTERLY_TEXTS.chooseNextStep }).default('keep'),
});
export type TQuarterlyDecision = z.infer<typeof ZQuarterlyDecision>;

/**
 * `POST quarterly-session/{id}/finish`: who attended, the verdict of each rock decided (rocks left
 * out stay as they are) and the next quarter's new rocks (each a whole Add Rock, delegation
 * included). All of it happens in one transaction, or nothing does.
 */
export const ZFinishQuarterlyRequest = z
  .object({
    version: ZItemVersion,
    attendeeIds: z
      .array(ZItemRef, { error: QUARTERLY_TEXTS.chooseAttendees })
      .min(1, QUARTERLY_TEXTS.chooseAttendees)
      .max(500, QUARTERLY_TEXTS.tooMany('attendees', 500))
      .transform((ids) => [...new Set(ids)]),
    decisions: z
      .array(ZQuarterlyDecision)
      .max(QUARTERLY_DECISIONS_MAX, QUARTERLY_TEXTS.tooMany('rocks', QUARTERLY_DECISIONS_MAX))
      .default([]),
    newRocks: z
      .array(ZCreateRockRequest)
      .max(QUARTERLY_NEW_ROCKS_MAX, QUARTERLY_TEXTS.tooMany('new rocks', QUARTERLY_NEW_ROCKS_MAX))
      .default([]),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.decisions.forEach((decision, index) => {
      if (seen.has(decision.rockId))
        ctx.addIssue({
          code: 'custom',
          path: ['decisions', index, 'rockId'],
          message: QUARTERLY_TEXTS.decidedTwice,
        });
      seen.add(decision.rockId);
      if (decision.status === 'Done' && decision.next !== 'keep')
        ctx.addIssue({
          code: 'custom',
          path: ['decisions', index, 'next'],
          message: QUARTERLY_TEXTS.doneNotCarried,
        });
    });
  });
export type TFinishQuarterlyRequest = z.infer<typeof ZFinishQuarterlyRequest>;

/** A quarter's completion: done of the rocks counted (On/Off track, Done, Not done); `rate` null for none. */
export const ZRockCompletion = z.object({
  done: z.number().int(),
  total: z.number().int(),
  rate: z.number().int().nullable(),
});

/** The recorded result of an ended session. */
export const ZQuarterlyResult = z.object({
  attendees: z.array(z.object({ personId: z.uuid(), name: z.string() })),
  /** The closed quarter's completion once the verdicts were given. */
  completion: ZRockCompletion,
  decisions: z.array(
    z.object({
      rockId: z.uuid(),
      title: z.string(),
      ownerName: z.string().nullable(),
      status: ZRockStatus,
      next: z.enum(QUARTERLY_NEXT_STEPS),
      /** The next quarter's rock a carried rock became. */
      carriedRockId: z.uuid().nullable(),
      /** The issue a dropped rock became. */
      issueId: z.uuid().nullable(),
    }),
  ),
  /** The rocks added for the next quarter (delegated ones included). */
  newRocks: z.array(z.object({ id: z.uuid(), title: z.string() })),
});
export type TQuarterlyResult = z.infer<typeof ZQuarterlyResult>;

/** A quarterly session of a meeting: open (no `endedAt`) or ended with its result. */
export const ZQuarterlySession = z.object({
  id: z.uuid(),
  meetingThreadId: z.uuid(),
  /** The quarter it closes and the one it plans. */
  quarter: ZQuarterKey,
  nextQuarter: ZQuarterKey,
  startedAt: z.string(),
  startedByName: z.string().nullable(),
  endedAt: z.string().nullable(),
  version: z.number().int(),
  result: ZQuarterlyResult.nullable(),
});
export type TQuarterlySession = z.infer<typeof ZQuarterlySession>;

/** The V/TO the session reviews: its 1-year plan and quarterly plan (null when the caller may not read the Traction page). */
export const ZQuarterlyVto = z.object({
  collectionId: z.uuid(),
  revisionId: z.uuid(),
  title: z.string(),
  oneYearPlan: ZVtoPlan.nullable(),
  quarterlyPlan: ZVtoPlan.nullable(),
});

/** `GET meeting/{meetingThreadId}/quarterly`: what the session page shows. */
export const ZQuarterlyStateAnswer = ZEnvelope.extend({
  /** The open session, if one was started. */
  session: ZQuarterlySession.nullable(),
  /** The quarter to close (the open session's, else the one the date suggests) and the next. */
  quarter: ZQuarterKey,
  nextQuarter: ZQuarterKey,
  /** The meeting's rocks due in that quarter that the caller sees, by due date. */
  rocks: z.array(ZRock),
  completion: ZRockCompletion,
  /** The company's published V/TO (the newest in the company folder, else the newest anywhere); null for none. */
  vto: ZQuarterlyVto.nullable(),
  /** The latest ended sessions, newest first. */
  recent: z.array(ZQuarterlySession),
});
export type TQuarterlyState = z.infer<typeof ZQuarterlyStateAnswer>;

/** The start and finish calls answer the session. */
export const ZQuarterlySessionAnswer = ZEnvelope.extend({ session: ZQuarterlySession });
