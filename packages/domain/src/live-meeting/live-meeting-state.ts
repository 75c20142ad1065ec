import type { TLiveMeetingAction } from './live-meeting.constants.ts';
import type { TLiveAttendee, TLiveMeeting } from './live-meeting.schemas.ts';

/**
 * The live meeting's state as the transitions see it: the answer model without what the server
 * adds when it answers (title, the agenda's template, avatars, version, server time).
 */
export type TLiveAttendeeState = Omit<TLiveAttendee, 'avatarUrl'>;
export type TLiveState = Omit<
  TLiveMeeting,
  'serverTime' | 'title' | 'version' | 'attendees' | 'agendaTemplateId'
> & {
  attendees: TLiveAttendeeState[];
};

/** What a transition knows besides the state: who acts, the server's instant, the meeting's open issues. */
export type TLiveContext = {
  actorPersonId: string;
  /** Server instant (ms since epoch). */
  now: number;
  /** The meeting's open issues (after the action's own issue change, for the add-*-as-issue calls). */
  openIssueIds: readonly string[];
  /**
   * The series' invitees: only they can be marked in the room. The server always passes them;
   * a client running a transition ahead of the answer may leave them out.
   */
  inviteeIds?: readonly string[];
};

/** A refusal: the HTTP status the server answers and the text (on `field` for 422). */
export type TLiveRefusal = { ok: false; status: 403 | 409 | 422; message: string; field?: string };

/** The next state, or the same state when the action changes nothing (a repeat). */
export type TLiveResult = { ok: true; state: TLiveState; changed: boolean } | TLiveRefusal;

/** A refusal with its status and text. */
export function refuse(status: TLiveRefusal['status'], message: string, field?: string): TLiveRefusal {
  return field === undefined ? { ok: false, status, message } : { ok: false, status, message, field };
}

/** The result of an action that moved `before` to `after` (unchanged when equal: repeats are no-ops). */
export function moved(before: TLiveState, after: TLiveState): TLiveResult {
  return { ok: true, state: after, changed: JSON.stringify(before) !== JSON.stringify(after) };
}

/** ISO string of a server instant. */
export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Stops every section clock at `now`: what ran is folded into `elapsedMs` (never less than
 * before, even if `now` is earlier than the run's start on a skewed node).
 */
export function foldClocks(state: TLiveState, now: number): TLiveState['agenda'] {
  return state.agenda.map((item) =>
    item.activeSince === null
      ? item
      : {
          ...item,
          elapsedMs: item.elapsedMs + Math.max(0, now - Date.parse(item.activeSince)),
          activeSince: null,
        },
  );
}

/** The state of a series when its first attendee arrives: not started, the agenda's clocks at zero. */
export function initialLiveState(input: {
  meetingThreadId: string;
  agendaName: string;
  agenda: { id: string; name: string; lengthInMinutes: number }[];
  issueCount: number;
}): TLiveState {
  return {
    meetingId: null,
    meetingThreadId: input.meetingThreadId,
    scribePersonId: null,
    agendaName: input.agendaName,
    status: 'NotStarted',
    started: null,
    pausedAt: null,
    pausedMs: 0,
    attendees: [],
    agenda: input.agenda.map((item, index) => ({
      ...item,
      isActive: index === 0,
      elapsedMs: 0,
      activeSince: null,
    })),
    agendaIndex: 0,
    selectedAttendeeId: null,
    focusIndex: -1,
    prevFocusIndex: -1,
    idsStatus: input.issueCount > 0 ? 'Prioritizing' : 'Complete',
    focusIssueIds: [],
    discussedIssueIds: [],
    solvedIssueIds: [],
    reviewedHeadlineIds: [],
    completedTodoIds: [],
    addedTodoIds: [],
    issueCount: input.issueCount,
    settings: { sendRecapEmail: true, clearMeetingItems: false },
  };
}

/** Actions a person may take before joining (everything else needs them in the attendee list). */
export const ACTIONS_BEFORE_JOINING: readonly TLiveMeetingAction[] = ['join'];

/** Actions that need a running meeting. */
export const ACTIONS_WHILE_RUNNING: readonly TLiveMeetingAction[] = [
  'end',
  'pause',
  'resume',
  'next-agenda-item',
  'set-agenda-item',
  'add-rating',
  'start-prioritization',
  'add-focus-issue',
  'remove-focus-issue',
  'next-focus-issue',
  'start-focus-group',
  'end-focus-group',
  'mark-as-solved',
  'reopen-issue',
  'set-selected-attendee',
];
