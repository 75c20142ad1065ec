import type { z } from 'zod';
import {
  FOCUS_ISSUES_MAX,
  LIVE_MEETING_TEXTS,
  RATING_MAX,
  RATING_MIN,
  SCRIBE_ACTIONS,
  type TLiveMeetingAction,
} from './live-meeting.constants.ts';
import type { LIVE_ACTION_BODIES } from './live-meeting.schemas.ts';
import { nextIdsStatus } from './live-meeting-rules.ts';
import {
  ACTIONS_BEFORE_JOINING,
  ACTIONS_WHILE_RUNNING,
  foldClocks,
  iso,
  moved,
  refuse,
  type TLiveAttendeeState,
  type TLiveContext,
  type TLiveResult,
  type TLiveState,
} from './live-meeting-state.ts';

/**
 * One pure function per live-meeting action: `(state, input, context) -> next state | refusal`.
 * The server runs them inside the action's transaction; a client may run them to show a change
 * before the answer comes. A repeat (double click, two attendees at once) answers `changed: false`.
 */
type TBody<A extends keyof typeof LIVE_ACTION_BODIES> = z.infer<(typeof LIVE_ACTION_BODIES)[A]>;
type TTransition<I> = (state: TLiveState, input: I, context: TLiveContext) => TLiveResult;

const withAttendee = (
  state: TLiveState,
  personId: string,
  change: (attendee: TLiveAttendeeState | undefined) => TLiveAttendeeState | null,
): TLiveState => {
  const current = state.attendees.find((attendee) => attendee.personId === personId);
  const next = change(current);
  if (next === null) return state;
  const attendees = current
    ? state.attendees.map((attendee) => (attendee.personId === personId ? next : attendee))
    : [...state.attendees, next];
  return { ...state, attendees };
};

const newAttendee = (personId: string): TLiveAttendeeState => ({
  personId,
  rating: null,
  segueStatus: 'Waiting',
  presence: 'Online',
});

/** The open-issue count and the IDS status that follows from it (002 §4). */
const withIssueCount = (state: TLiveState, issueCount: number): TLiveState => ({
  ...state,
  issueCount,
  idsStatus: nextIdsStatus(state.idsStatus, issueCount),
});

const addId = (ids: string[], id: string) => (ids.includes(id) ? ids : [...ids, id]);

/** Makes section `index` the active one: the one running stops, the new one starts (unless paused). */
const activate = (state: TLiveState, index: number, now: number): TLiveState => {
  const folded = foldClocks(state, now);
  return {
    ...state,
    agendaIndex: index,
    agenda: folded.map((item, i) => ({
      ...item,
      isActive: i === index,
      activeSince: i === index && state.pausedAt === null ? iso(now) : null,
    })),
  };
};

export const join: TTransition<unknown> = (state, _input, { actorPersonId }) => {
  const joined = withAttendee(state, actorPersonId, (a) =>
    a ? (a.presence === 'Online' ? null : { ...a, presence: 'Online' }) : newAttendee(actorPersonId),
  );
  return moved(state, { ...joined, scribePersonId: joined.scribePersonId ?? actorPersonId });
};

export const leave: TTransition<unknown> = (state, _input, { actorPersonId }) =>
  moved(
    state,
    withAttendee(state, actorPersonId, (a) =>
      a && a.presence !== 'Away' ? { ...a, presence: 'Away' } : null,
    ),
  );

/** Marks one person in the room unless they are here already (online or in the room). */
const markInRoom = (state: TLiveState, personId: string): TLiveState =>
  withAttendee(state, personId, (a) =>
    a
      ? a.presence === 'Away'
        ? { ...a, presence: 'InRoom' }
        : null
      : { ...newAttendee(personId), presence: 'InRoom' },
  );

export const joinOffline: TTransition<TBody<'join-offline'>> = (state, { personId }, { inviteeIds }) => {
  if (inviteeIds && !inviteeIds.includes(personId))
    return refuse(422, LIVE_MEETING_TEXTS.notInvitee, 'personId');
  return moved(state, markInRoom(state, personId));
};

/** "Everyone's here" (issue 35): every invitee not here yet is marked in the room at once. */
export const everyoneHere: TTransition<unknown> = (state, _input, { inviteeIds = [] }) =>
  moved(
    state,
    inviteeIds.reduce((next, personId) => markInRoom(next, personId), state),
  );

export const leaveOffline: TTransition<TBody<'leave-offline'>> = (state, { personId }) =>
  moved(
    state,
    withAttendee(state, personId, (a) => (a?.presence === 'InRoom' ? { ...a, presence: 'Away' } : null)),
  );

export const start: TTransition<unknown> = (state, _input, { now }) => {
  if (state.status === 'Running') return moved(state, state);
  return moved(state, {
    ...activate({ ...state, pausedAt: null }, 0, now),
    status: 'Running',
    started: iso(now),
  });
};

/** Stops every clock for good: the state `end` freezes into the summary. */
export const end: TTransition<unknown> = (state, _input, { now }) => {
  const resumed = state.pausedAt === null ? state : resumeAt(state, now);
  return moved(state, { ...resumed, agenda: foldClocks(resumed, now) });
};

export const pause: TTransition<unknown> = (state, _input, { now }) => {
  if (state.pausedAt !== null) return moved(state, state);
  return moved(state, { ...state, agenda: foldClocks(state, now), pausedAt: iso(now) });
};

const resumeAt = (state: TLiveState, now: number): TLiveState => {
  if (state.pausedAt === null) return state;
  const pausedMs = state.pausedMs + Math.max(0, now - Date.parse(state.pausedAt));
  return {
    ...state,
    pausedAt: null,
    pausedMs,
    agenda: state.agenda.map((item) => (item.isActive ? { ...item, activeSince: iso(now) } : item)),
  };
};

export const resume: TTransition<unknown> = (state, _input, { now }) => moved(state, resumeAt(state, now));

export const makeMeScribe: TTransition<unknown> = (state, _input, { actorPersonId }) =>
  moved(state, { ...state, scribePersonId: actorPersonId });

export const setAgendaItem: TTransition<TBody<'set-agenda-item'>> = (state, { index }, { now }) => {
  if (index < 0 || index >= state.agenda.length) return refuse(422, LIVE_MEETING_TEXTS.agendaIndex, 'index');
  if (index === state.agendaIndex) return moved(state, state);
  return moved(state, activate(state, index, now));
};

export const nextAgendaItem: TTransition<TBody<'next-agenda-item'>> = (state, { fromIndex }, { now }) => {
  if (fromIndex !== undefined && fromIndex !== state.agendaIndex) return moved(state, state);
  const index = Math.min(state.agendaIndex + 1, state.agenda.length - 1);
  return index === state.agendaIndex ? moved(state, state) : moved(state, activate(state, index, now));
};

export const reaction: TTransition<TBody<'reaction'>> = (state) => moved(state, state);

export const addRating: TTransition<TBody<'add-rating'>> = (
  state,
  { personId, rating },
  { actorPersonId },
) => {
  if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    return refuse(422, LIVE_MEETING_TEXTS.ratingRange, 'rating');
  }
  const target = state.attendees.find((attendee) => attendee.personId === personId);
  if (!target) return refuse(422, LIVE_MEETING_TEXTS.notAttendee, 'personId');
  const forSelf = personId === actorPersonId;
  const scribeForRoom = state.scribePersonId === actorPersonId && target.presence === 'InRoom';
  if (!forSelf && !scribeForRoom) return refuse(403, LIVE_MEETING_TEXTS.rateYourself);
  return moved(
    state,
    withAttendee(state, personId, (a) => (a ? { ...a, rating } : null)),
  );
};

export const reviewHeadline: TTransition<TBody<'review-headline'>> = (state, { headlineId, status }) => {
  const others = state.reviewedHeadlineIds.filter((id) => id !== headlineId);
  const reviewedHeadlineIds = status === 'Reviewed' ? addId(state.reviewedHeadlineIds, headlineId) : others;
  return moved(state, { ...state, reviewedHeadlineIds });
};

export const sendRecapEmailChanged: TTransition<TBody<'send-recap-email-changed'>> = (
  state,
  { sendRecapEmail },
) => moved(state, { ...state, settings: { ...state.settings, sendRecapEmail } });

export const clearMeetingItemsChanged: TTransition<TBody<'clear-meeting-items-changed'>> = (
  state,
  { clearMeetingItems },
) => moved(state, { ...state, settings: { ...state.settings, clearMeetingItems } });

export const startPrioritization: TTransition<unknown> = (state, _input, { openIssueIds }) =>
  moved(state, { ...withIssueCount(state, openIssueIds.length), focusIndex: -1 });

export const addFocusIssue: TTransition<TBody<'add-focus-issue'>> = (
  state,
  { issueId },
  { openIssueIds },
) => {
  if (state.focusIssueIds.includes(issueId)) return moved(state, state);
  if (!openIssueIds.includes(issueId)) return refuse(422, LIVE_MEETING_TEXTS.notMeetingIssue, 'issueId');
  if (state.focusIssueIds.length >= FOCUS_ISSUES_MAX)
    return refuse(422, LIVE_MEETING_TEXTS.focusFull, 'issueId');
  return moved(state, { ...state, focusIssueIds: [...state.focusIssueIds, issueId] });
};

export const removeFocusIssue: TTransition<TBody<'remove-focus-issue'>> = (state, { issueId }) => {
  const at = state.focusIssueIds.indexOf(issueId);
  if (at < 0) return moved(state, state);
  const focusIssueIds = state.focusIssueIds.filter((id) => id !== issueId);
  const focusIndex =
    state.focusIndex > at ? state.focusIndex - 1 : Math.min(state.focusIndex, focusIssueIds.length - 1);
  return moved(state, { ...state, focusIssueIds, focusIndex: focusIssueIds.length === 0 ? -1 : focusIndex });
};

export const startFocusGroup: TTransition<unknown> = (state) => {
  if (state.focusIssueIds.length === 0) return refuse(409, LIVE_MEETING_TEXTS.noFocusIssues);
  if (state.focusIndex >= 0) return moved(state, state);
  return moved(state, { ...state, focusIndex: 0, prevFocusIndex: -1 });
};

export const endFocusGroup: TTransition<unknown> = (state) =>
  state.focusIndex < 0
    ? moved(state, state)
    : moved(state, { ...state, focusIndex: -1, prevFocusIndex: state.focusIndex });

const solve = (state: TLiveState, issueId: string, openIssueIds: readonly string[]): TLiveState => {
  const stillOpen = openIssueIds.filter((id) => id !== issueId).length;
  return withIssueCount(
    {
      ...state,
      solvedIssueIds: addId(state.solvedIssueIds, issueId),
      discussedIssueIds: addId(state.discussedIssueIds, issueId),
    },
    stillOpen,
  );
};

export const nextFocusIssue: TTransition<TBody<'next-focus-issue'>> = (state, input, { openIssueIds }) => {
  if (state.focusIndex < 0) return moved(state, state);
  if (input.fromIndex !== undefined && input.fromIndex !== state.focusIndex) return moved(state, state);
  const issueId = state.focusIssueIds[state.focusIndex] as string;
  const discussed = input.isSolved
    ? solve(state, issueId, openIssueIds)
    : { ...state, discussedIssueIds: addId(state.discussedIssueIds, issueId) };
  const next = state.focusIndex + 1 < state.focusIssueIds.length ? state.focusIndex + 1 : -1;
  return moved(state, { ...discussed, prevFocusIndex: state.focusIndex, focusIndex: next });
};

export const markAsSolved: TTransition<TBody<'mark-as-solved'>> = (state, { issueId }, { openIssueIds }) => {
  if (state.solvedIssueIds.includes(issueId)) return moved(state, state);
  if (!openIssueIds.includes(issueId)) return refuse(422, LIVE_MEETING_TEXTS.notMeetingIssue, 'issueId');
  return moved(state, solve(state, issueId, openIssueIds));
};

export const reopenIssue: TTransition<TBody<'reopen-issue'>> = (state, { issueId }, { openIssueIds }) => {
  if (!state.solvedIssueIds.includes(issueId)) return moved(state, state);
  const open = openIssueIds.includes(issueId) ? openIssueIds.length : openIssueIds.length + 1;
  return moved(
    state,
    withIssueCount({ ...state, solvedIssueIds: state.solvedIssueIds.filter((id) => id !== issueId) }, open),
  );
};

export const setSelectedAttendee: TTransition<TBody<'set-selected-attendee'>> = (state, { personId }) => {
  if (personId === state.selectedAttendeeId) return moved(state, state);
  if (personId !== null && !state.attendees.some((a) => a.personId === personId)) {
    return refuse(422, LIVE_MEETING_TEXTS.notAttendee, 'personId');
  }
  const attendees = state.attendees.map((a): TLiveAttendeeState => {
    if (a.personId === personId) return { ...a, segueStatus: 'Speaking' };
    if (a.segueStatus === 'Speaking') return { ...a, segueStatus: 'Done' };
    return a;
  });
  return moved(state, { ...state, attendees, selectedAttendeeId: personId });
};

/** update-issue-count and the add-*-as-issue calls: the count (and IDS status) from the open issues. */
export const recountIssues: TTransition<unknown> = (state, _input, { openIssueIds }) =>
  moved(state, withIssueCount(state, openIssueIds.length));

const TRANSITIONS: Record<TLiveMeetingAction, TTransition<never>> = {
  join,
  leave,
  'join-offline': joinOffline,
  'everyone-here': everyoneHere,
  'leave-offline': leaveOffline,
  start,
  end,
  pause,
  resume,
  'make-me-scribe': makeMeScribe,
  'next-agenda-item': nextAgendaItem,
  'set-agenda-item': setAgendaItem,
  reaction,
  'add-rating': addRating,
  'review-headline': reviewHeadline,
  'clear-meeting-items-changed': clearMeetingItemsChanged,
  'send-recap-email-changed': sendRecapEmailChanged,
  'start-prioritization': startPrioritization,
  'add-focus-issue': addFocusIssue,
  'remove-focus-issue': removeFocusIssue,
  'next-focus-issue': nextFocusIssue,
  'start-focus-group': startFocusGroup,
  'end-focus-group': endFocusGroup,
  'mark-as-solved': markAsSolved,
  'set-selected-attendee': setSelectedAttendee,
  'reopen-issue': reopenIssue,
  'update-issue-count': recountIssues,
  'add-measurable-as-issue': recountIssues,
  'add-rock-as-issue': recountIssues,
  'add-headline-as-issue': recountIssues,
  'add-todo-as-issue': recountIssues,
};

/** The input each action takes (its body, parsed by LIVE_ACTION_BODIES or the action head). */
export type TLiveActionInput<A extends TLiveMeetingAction> = A extends keyof typeof LIVE_ACTION_BODIES
  ? TBody<A>
  : Record<string, unknown>;

/**
 * Runs one action: who may (the scribe's actions, attendees only, a running meeting), then the
 * action's transition. The server answers a refusal with its status; `changed: false` is a repeat.
 */
export function applyLiveAction<A extends TLiveMeetingAction>(
  state: TLiveState,
  action: A,
  input: TLiveActionInput<A>,
  context: TLiveContext,
): TLiveResult {
  const isAttendee = state.attendees.some((a) => a.personId === context.actorPersonId);
  if (SCRIBE_ACTIONS.includes(action) && state.scribePersonId !== context.actorPersonId) {
    return refuse(403, LIVE_MEETING_TEXTS.scribeOnly);
  }
  if (!isAttendee && !ACTIONS_BEFORE_JOINING.includes(action))
    return refuse(409, LIVE_MEETING_TEXTS.notAnAttendee);
  if (ACTIONS_WHILE_RUNNING.includes(action) && state.status !== 'Running') {
    return refuse(409, LIVE_MEETING_TEXTS.notStarted);
  }
  return (TRANSITIONS[action] as TTransition<TLiveActionInput<A>>)(state, input, context);
}
