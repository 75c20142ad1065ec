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

/** The reference's line (and more, where one line is not enough) for each action. */
const LIVE_ACTION_DOCS: Record<TLiveMeetingAction, { summary: string; description?: string }> = {
  join: { summary: 'Join a live meeting (presence Online)' },
  leave: { summary: 'Leave a live meeting (presence Away)' },
  'join-offline': { summary: 'Mark a person present in the room' },
  'everyone-here': {
    summary: "Mark every invitee not here yet present in the room (Everyone's here)",
    description:
      "The scribe's one click for a team in one room: every invitee who is neither online nor marked in the room is marked in the room.",
  },
  'leave-offline': { summary: 'Mark a person in the room as gone' },
  start: {
    summary: 'Start the meeting',
    description: '`NotStarted` to `Running`: makes the occurrence and starts the first agenda section.',
  },
  end: {
    summary: 'End the meeting',
    description:
      'In one transaction: freezes the summary, resets the checklist and queues the recap email (when chosen); after it, clears the done items (when chosen). Answers the ended state, whose `meetingId` names the summary; a repeated end answers 200 with the fresh state.',
  },
  pause: { summary: 'Pause the meeting (every clock stops)' },
  resume: { summary: 'Resume a paused meeting' },
  'make-me-scribe': { summary: 'Make the caller the scribe' },
  'next-agenda-item': { summary: 'Move to the next agenda section' },
  'set-agenda-item': { summary: 'Move to an agenda section by its index' },
  reaction: { summary: 'Send a reaction to everyone in the meeting' },
  'add-rating': {
    summary: 'Rate the meeting (1-10)',
    description: 'Each attendee rates themself; the scribe may rate someone marked in the room.',
  },
  'review-headline': { summary: 'Mark a headline reviewed or removed in the meeting' },
  'clear-meeting-items-changed': {
    summary: 'Choose whether ending the meeting clears done to-dos, reviewed headlines and solved issues',
  },
  'send-recap-email-changed': { summary: 'Choose whether ending the meeting mails the recap' },
  'start-prioritization': { summary: 'Start prioritising the open issues (IDS)' },
  'add-focus-issue': { summary: 'Add an issue to the focus issues (at most 3)' },
  'remove-focus-issue': { summary: 'Remove an issue from the focus issues' },
  'next-focus-issue': { summary: 'Mark the current focus issue discussed and move to the next' },
  'start-focus-group': { summary: 'Start discussing the focus issues' },
  'end-focus-group': { summary: 'Stop discussing the focus issues' },
  'mark-as-solved': { summary: 'Mark an issue solved in the meeting' },
  'set-selected-attendee': { summary: 'Choose who speaks in the segue' },
  'reopen-issue': { summary: 'Reopen an issue solved in the meeting' },
  'update-issue-count': { summary: 'Recount the open issues of the meeting' },
  'add-measurable-as-issue': { summary: 'Make an issue in the meeting from a measurable' },
  'add-rock-as-issue': { summary: 'Make an issue in the meeting from a Rock' },
  'add-headline-as-issue': { summary: 'Make an issue in the meeting from a headline' },
  'add-todo-as-issue': { summary: 'Make an issue in the meeting from a to-do' },
};

/** `POST live-meeting/{action}`. */
const actionEndpoint = <const A extends TLiveMeetingAction>(action: A) =>
  defineEndpoint({
    method: 'POST',
    path: `/live-meeting/${action}`,
    access: change,
    tag,
    ...LIVE_ACTION_DOCS[action],
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
  time: defineEndpoint({
    method: 'GET',
    path: '/time',
    access: 'public',
    tag,
    summary: "Read the server's clock",
    description: 'The timers of a live meeting are computed from server instants.',
    answer: ZServerTimeAnswer,
  }),
  /** The live state of a series' meeting. */
  get: defineEndpoint({
    method: 'GET',
    path: '/live-meeting/:meetingThreadId',
    access: read,
    tag,
    summary: 'Read the live state of a meeting series',
    description: 'Before anyone joined, a fresh `NotStarted` state at version 0.',
    params: ZThreadParam,
    answer: ZLiveMeetingAnswer,
  }),
  /** The series' ended meetings, a page at a time. */
  history: defineEndpoint({
    method: 'GET',
    path: '/meetings/:meetingThreadId/history',
    access: read,
    tag,
    summary: 'List the ended meetings of a series, a page at a time',
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
    summary: 'Read the summary of an ended meeting',
    params: z.object({ meetingId: z.uuid() }),
    answer: ZMeetingSummaryAnswer,
  }),
  /** The series' pre-meeting list (the default until edited). */
  checklist: defineEndpoint({
    method: 'GET',
    path: '/meeting/:id/getchecklist',
    access: read,
    tag,
    summary: "Read a meeting's pre-meeting checklist",
    params: ZIdParam,
    answer: ZChecklistAnswer,
  }),
  updateChecklist: defineEndpoint({
    method: 'PUT',
    path: '/meeting/:id/updatechecklist',
    access: change,
    tag,
    summary: "Save a meeting's pre-meeting checklist",
    params: ZIdParam,
    body: ZUpdateChecklistRequest,
    answer: ZChecklistAnswer,
  }),
  resetChecklist: defineEndpoint({
    method: 'PUT',
    path: '/meeting/:id/resetchecklist',
    access: change,
    tag,
    summary: "Untick every item of a meeting's checklist",
    params: ZIdParam,
    answer: ZChecklistAnswer,
  }),
} as const;
