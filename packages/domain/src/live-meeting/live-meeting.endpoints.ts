import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/ids.schemas.ts';
import { ZIssue } from '../issues/issues.schemas.ts';
import { LIVE_MEETING_ACTIONS, type TLiveMeetingAction } from './live-meeting.constants.ts';
import { LIVE_ACTION_BODIES, ZLiveActionHead, ZLiveMeetingAnswer } from './live-meeting.schemas.ts';
import {
  ZChecklistAnswer,
  ZMeetingHistoryAnswer,
  ZMeetingHistoryQuery,
  ZMeetingSummaryAnswer,
  ZServerTimeAnswer,
  ZUpdateChecklistRequest,
} from './live-meeting-history.schemas.ts';

const tag = 'live-meeting';
const read = 'content.read';
const change = 'content.change';
const ZThreadParam = z.object({ meetingThreadId: z.uuid() });

/** The answer of an action; the add-*-as-issue actions add the issue they made. */
export const ZLiveActionAnswer = ZLiveMeetingAnswer.extend({ issue: ZIssue.optional() });

type TBodies = typeof LIVE_ACTION_BODIES;
/** The body an action takes: its own payload, or only the head (series, occurrence, version). */
type TActionBody<A extends TLiveMeetingAction> = A extends keyof TBodies
  ? TBodies[A]
  : typeof ZLiveActionHead;

/** `POST live-meeting/{action}`. */
const actionEndpoint = <const A extends TLiveMeetingAction>(action: A) =>
  defineEndpoint({
    method: 'POST',
    path: `/live-meeting/${action}`,
    access: change,
    tag,
    body: ((LIVE_ACTION_BODIES as Partial<Record<TLiveMeetingAction, z.ZodType>>)[action] ??
      ZLiveActionHead) as TActionBody<A>,
    answer: ZLiveActionAnswer,
  });

/** Every action of the live meeting (002 §7 plus make-me-scribe, pause, resume), by its name. */
export const LIVE_ACTION_ENDPOINTS = Object.fromEntries(
  LIVE_MEETING_ACTIONS.map((action) => [action, actionEndpoint(action)]),
) as { [A in TLiveMeetingAction]: ReturnType<typeof actionEndpoint<A>> };

/** The live meeting's reads, its history and the pre-meeting checklist (docs/api-live-meeting.md). */
export const LIVE_MEETING_ENDPOINTS = {
  /** The server's clock: timers are computed from server instants. */
  time: defineEndpoint({ method: 'GET', path: '/time', access: 'public', tag, answer: ZServerTimeAnswer }),
  /** The live state of a series' meeting. */
  get: defineEndpoint({
    method: 'GET',
    path: '/live-meeting/:meetingThreadId',
    access: read,
    tag,
    params: ZThreadParam,
    answer: ZLiveMeetingAnswer,
  }),
  /** The series' ended meetings, a page at a time. */
  history: defineEndpoint({
    method: 'GET',
    path: '/meetings/:meetingThreadId/history',
    access: read,
    tag,
    params: ZThreadParam,
    query: ZMeetingHistoryQuery,
    answer: ZMeetingHistoryAnswer,
  }),
  /** The frozen summary of one ended meeting. */
  summary: defineEndpoint({
    method: 'GET',
    path: '/meeting-summary/:meetingId',
    access: read,
    tag,
    params: z.object({ meetingId: z.uuid() }),
    answer: ZMeetingSummaryAnswer,
  }),
  /** The series' pre-meeting list (the default until edited). */
  checklist: defineEndpoint({
    method: 'GET',
    path: '/meeting/:id/getchecklist',
    access: read,
    tag,
    params: ZIdParam,
    answer: ZChecklistAnswer,
  }),
  updateChecklist: defineEndpoint({
    method: 'PUT',
    path: '/meeting/:id/updatechecklist',
    access: change,
    tag,
    params: ZIdParam,
    body: ZUpdateChecklistRequest,
    answer: ZChecklistAnswer,
  }),
  resetChecklist: defineEndpoint({
    method: 'PUT',
    path: '/meeting/:id/resetchecklist',
    access: change,
    tag,
    params: ZIdParam,
    answer: ZChecklistAnswer,
  }),
} as const;
