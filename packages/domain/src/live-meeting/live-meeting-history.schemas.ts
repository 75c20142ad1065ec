import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';

/** `GET time` (002 §7): the server's clock; the client keeps its offset so every timer agrees. */
export const ZServerTimeAnswer = ZEnvelope.extend({
  serverTime: z.string(),
  /** The same instant in ms since the epoch. */
  time: z.number().int(),
});

const ZTitled = z.object({ id: z.string(), title: z.string() });

/** The frozen summary of one ended meeting (issue #12 "End"). */
export const ZMeetingSummary = z.object({
  date: z.string(),
  durationMs: z.number().int(),
  sections: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      lengthInMinutes: z.number().int(),
      elapsedMs: z.number().int(),
    }),
  ),
  attendees: z.array(
    z.object({
      personId: z.string(),
      name: z.string(),
      rating: z.number().int().nullable(),
      /** Marked in the room when the meeting ended; absent in summaries from before it was kept. */
      isInRoom: z.boolean().optional(),
    }),
  ),
  averageRating: z.number().nullable(),
  todosAdded: z.array(ZTitled),
  todosCompleted: z.array(ZTitled),
  issuesSolved: z.array(ZTitled),
  headlinesReviewed: z.array(ZTitled),
  rocks: z.object({
    onTrack: z.number().int(),
    offTrack: z.number().int(),
    onTrackPercent: z.number().nullable(),
  }),
  scorecard: z.unknown(),
});
export type TMeetingSummaryAnswer = z.infer<typeof ZMeetingSummary>;

/** `GET meeting-summary/{meetingId}`. */
export const ZMeetingSummaryAnswer = ZEnvelope.extend({
  meeting: z.object({
    meetingId: z.uuid(),
    meetingThreadId: z.uuid(),
    title: z.string(),
    startedAt: z.string(),
    endedAt: z.string(),
    durationMs: z.number().int(),
    averageRating: z.number().nullable(),
    summary: ZMeetingSummary,
  }),
});

/** One past meeting in `GET meetings/{meetingThreadId}/history`. */
export const ZMeetingHistoryItem = z.object({
  /** A Level 10 occurrence, or a quarterly session (issue 32; its id is the session's). */
  kind: z.enum(['meeting', 'quarterly']),
  meetingId: z.uuid(),
  date: z.string(),
  durationMs: z.number().int(),
  attendeeCount: z.number().int(),
  averageRating: z.number().nullable(),
  todosAdded: z.number().int(),
  todosCompleted: z.number().int(),
  issuesSolved: z.number().int(),
  headlinesReviewed: z.number().int(),
  /** A quarterly session's closed quarter (`2026-Q3`) and its rock completion; null for a Level 10. */
  quarter: z.string().nullable(),
  rockCompletionRate: z.number().int().nullable(),
});

export const ZMeetingHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TMeetingHistoryQuery = z.infer<typeof ZMeetingHistoryQuery>;

export const ZMeetingHistoryAnswer = ZEnvelope.extend({
  items: z.array(ZMeetingHistoryItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** Texts of the meeting checklist. */
export const CHECKLIST_TEXTS = {
  itemText: 'Enter the checklist item (1-200 characters)',
  tooMany: 'A checklist holds at most 20 items',
} as const;

export const ZChecklistItem = z.object({
  id: z.string().min(1).max(64),
  text: z.string().trim().min(1, CHECKLIST_TEXTS.itemText).max(200, CHECKLIST_TEXTS.itemText),
  done: z.boolean(),
});

/** `PUT meeting/{id}/updatechecklist`: the whole list as it should be. */
export const ZUpdateChecklistRequest = z.object({
  items: z.array(ZChecklistItem).max(20, CHECKLIST_TEXTS.tooMany),
  version: z.number().int().min(0).optional(),
});
export type TUpdateChecklistRequest = z.infer<typeof ZUpdateChecklistRequest>;

/** The checklist answer of the three checklist calls. */
export const ZChecklistAnswer = ZEnvelope.extend({
  checklist: z.object({ meetingId: z.uuid(), items: z.array(ZChecklistItem), version: z.number().int() }),
});
