import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { ZHeadlineStatus } from '../headlines/headlines.schemas.ts';
import {
  ATTENDEE_PRESENCES,
  IDS_STATUSES,
  LIVE_MEETING_STATUSES,
  LIVE_MEETING_TEXTS,
  RATING_MAX,
  RATING_MIN,
  REACTIONS,
  SEGUE_STATUSES,
} from './live-meeting.constants.ts';

/** The live meeting as answered and as every hub event's refetch sees it (002 §3, issue #12). */

export const ZLiveAttendee = z.object({
  personId: z.uuid(),
  /** 1-10 once rated (Conclude). */
  rating: z.number().int().nullable(),
  avatarUrl: z.string().nullable(),
  segueStatus: z.enum(SEGUE_STATUSES),
  presence: z.enum(ATTENDEE_PRESENCES),
});
export type TLiveAttendee = z.infer<typeof ZLiveAttendee>;

export const ZLiveAgendaItem = z.object({
  id: z.string(),
  name: z.string(),
  lengthInMinutes: z.number().int(),
  isActive: z.boolean(),
  /** What the section ran before, and since when it runs now (server instants). */
  elapsedMs: z.number().int(),
  activeSince: z.string().nullable(),
});
export type TLiveAgendaItem = z.infer<typeof ZLiveAgendaItem>;

export const ZLiveMeeting = z.object({
  /** This occurrence (made by `start`, kept as history). */
  meetingId: z.uuid().nullable(),
  /** The meeting series (the route's tractionId / threadId). */
  meetingThreadId: z.uuid(),
  title: z.string(),
  scribePersonId: z.uuid().nullable(),
  /**
   * The agenda template the run follows (002 §3): `level-10` while the meeting's sections are the
   * Level 10's (names and minutes), null once the team has made the agenda its own.
   */
  agendaTemplateId: z.string().nullable(),
  agendaName: z.string(),
  status: z.enum(LIVE_MEETING_STATUSES),
  started: z.string().nullable(),
  /** Set while the scribe has paused the meeting; every clock stops there. */
  pausedAt: z.string().nullable(),
  /** Time spent paused before the current pause. */
  pausedMs: z.number().int(),
  attendees: z.array(ZLiveAttendee),
  agenda: z.array(ZLiveAgendaItem),
  agendaIndex: z.number().int(),
  selectedAttendeeId: z.uuid().nullable(),
  focusIndex: z.number().int(),
  prevFocusIndex: z.number().int(),
  idsStatus: z.enum(IDS_STATUSES),
  focusIssueIds: z.array(z.uuid()),
  discussedIssueIds: z.array(z.uuid()),
  solvedIssueIds: z.array(z.uuid()),
  reviewedHeadlineIds: z.array(z.uuid()),
  completedTodoIds: z.array(z.uuid()),
  addedTodoIds: z.array(z.uuid()),
  issueCount: z.number().int(),
  settings: z.object({ sendRecapEmail: z.boolean(), clearMeetingItems: z.boolean() }),
  /** Optimistic lock of the live state: every action bumps it; a gap tells a client to refetch. */
  version: z.number().int(),
  /** The server's clock when answered: timers are computed from server instants. */
  serverTime: z.string(),
});
export type TLiveMeeting = z.infer<typeof ZLiveMeeting>;
export const ZLiveMeetingAnswer = ZEnvelope.extend({ liveMeeting: ZLiveMeeting });

/** Every action names the series; all but join and start name the occurrence too. */
const ZActionHead = z.object({
  meetingThreadId: z.uuid(),
  meetingId: z.uuid().optional(),
  /** The live state's version the client acted on: stale and changing something answers 409. */
  version: z.number().int().min(0).optional(),
});

/** The payload each action adds (issue #12's contract where the spec is silent). */
export const LIVE_ACTION_BODIES = {
  'set-agenda-item': ZActionHead.extend({ index: z.number().int().min(0, LIVE_MEETING_TEXTS.agendaIndex) }),
  'add-focus-issue': ZActionHead.extend({ issueId: z.uuid() }),
  'remove-focus-issue': ZActionHead.extend({ issueId: z.uuid() }),
  'mark-as-solved': ZActionHead.extend({ issueId: z.uuid() }),
  'reopen-issue': ZActionHead.extend({ issueId: z.uuid() }),
  /** `fromIndex`: the focus index the client saw; a repeat after the move changes nothing. */
  'next-focus-issue': ZActionHead.extend({ isSolved: z.boolean(), fromIndex: z.number().int().optional() }),
  /** `fromIndex`: the section the client saw; a double click moves once. */
  'next-agenda-item': ZActionHead.extend({ fromIndex: z.number().int().optional() }),
  reaction: ZActionHead.extend({ id: z.enum(REACTIONS) }),
  'review-headline': ZActionHead.extend({
    headlineId: z.uuid(),
    status: ZHeadlineStatus,
  }),
  'send-recap-email-changed': ZActionHead.extend({ sendRecapEmail: z.boolean() }),
  'clear-meeting-items-changed': ZActionHead.extend({ clearMeetingItems: z.boolean() }),
  'join-offline': ZActionHead.extend({ personId: z.uuid() }),
  'leave-offline': ZActionHead.extend({ personId: z.uuid() }),
  'set-selected-attendee': ZActionHead.extend({ personId: z.uuid().nullable() }),
  'add-rating': ZActionHead.extend({
    personId: z.uuid(),
    rating: z
      .number({ error: LIVE_MEETING_TEXTS.ratingRange })
      .int(LIVE_MEETING_TEXTS.ratingRange)
      .min(RATING_MIN, LIVE_MEETING_TEXTS.ratingRange)
      .max(RATING_MAX, LIVE_MEETING_TEXTS.ratingRange),
  }),
  'add-measurable-as-issue': ZActionHead.extend({ itemId: z.uuid() }),
  'add-rock-as-issue': ZActionHead.extend({ itemId: z.uuid() }),
  'add-headline-as-issue': ZActionHead.extend({ itemId: z.uuid() }),
  'add-todo-as-issue': ZActionHead.extend({ itemId: z.uuid() }),
} as const;

/** The body of an action without a payload of its own. */
export const ZLiveActionHead = ZActionHead;
