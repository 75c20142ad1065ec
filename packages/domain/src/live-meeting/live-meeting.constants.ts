/**
 * The live Level 10 meeting: statuses, actions, limits and texts (spec 002 §3 Live meeting,
 * §4 meeting status and IDS rule, §6 scribe, §7 calls and hub events, §9 constants and texts).
 */

/** 002 §3: NotStarted, then Running; ending it disposes the live state (kept as history). */
export const LIVE_MEETING_STATUSES = ['NotStarted', 'Running'] as const;
export type TLiveMeetingStatus = (typeof LIVE_MEETING_STATUSES)[number];

/** 002 §3: IDS status. */
export const IDS_STATUSES = ['Prioritizing', 'Complete'] as const;
export type TIdsStatus = (typeof IDS_STATUSES)[number];

/** Where an attendee is: connected in a browser, marked in the room by the scribe, or gone. */
export const ATTENDEE_PRESENCES = ['Online', 'InRoom', 'Away'] as const;
export type TAttendeePresence = (typeof ATTENDEE_PRESENCES)[number];

/** An attendee's segue turn: not yet, speaking now, done. */
export const SEGUE_STATUSES = ['Waiting', 'Speaking', 'Done'] as const;
export type TSegueStatus = (typeof SEGUE_STATUSES)[number];

/** Ratings are whole numbers 1-10; 8 or better is a good meeting (002 §9 guidance). */
export const RATING_MIN = 1;
export const RATING_MAX = 10;
export const GOOD_RATING = 8;

/** To-dos: 90% should drop off each week (002 §9). */
export const TODO_COMPLETION_GOAL = 0.9;

/** The top issues picked while prioritising. */
export const FOCUS_ISSUES_MAX = 3;

/** 002 §9: the side menu is expanded by default from this window width. */
export const SIDE_MENU_EXPANDED_MIN_WIDTH = 576;
/** 002 §9: how long the "issue added" notice stays. */
export const ISSUE_ADDED_NOTICE_MS = 10_000;
/** 002 §9: ids given to issues made offline start here until the server answers. */
export const TEMPORARY_ISSUE_ID_START = 100;

/** Reactions an attendee can send to everyone's screen. */
export const REACTIONS = ['thumbs-up', 'clap', 'laugh', 'heart', 'idea', 'time'] as const;
export type TReaction = (typeof REACTIONS)[number];

/** Every `POST live-meeting/{action}` (002 §7, plus make-me-scribe, pause and resume). */
export const LIVE_MEETING_ACTIONS = [
  'join',
  'leave',
  'join-offline',
  'everyone-here',
  'leave-offline',
  'start',
  'end',
  'pause',
  'resume',
  'make-me-scribe',
  'next-agenda-item',
  'set-agenda-item',
  'reaction',
  'add-rating',
  'review-headline',
  'clear-meeting-items-changed',
  'send-recap-email-changed',
  'start-prioritization',
  'add-focus-issue',
  'remove-focus-issue',
  'next-focus-issue',
  'start-focus-group',
  'end-focus-group',
  'mark-as-solved',
  'set-selected-attendee',
  'reopen-issue',
  'update-issue-count',
  'add-measurable-as-issue',
  'add-rock-as-issue',
  'add-headline-as-issue',
  'add-todo-as-issue',
] as const;
export type TLiveMeetingAction = (typeof LIVE_MEETING_ACTIONS)[number];

/** Navigation, prioritisation, the focus group and the room are the scribe's (issue #12). */
export const SCRIBE_ACTIONS: readonly TLiveMeetingAction[] = [
  'next-agenda-item',
  'set-agenda-item',
  'start-prioritization',
  'add-focus-issue',
  'remove-focus-issue',
  'next-focus-issue',
  'start-focus-group',
  'end-focus-group',
  'set-selected-attendee',
  'join-offline',
  'everyone-here',
  'leave-offline',
  'pause',
  'resume',
  'end',
  'clear-meeting-items-changed',
  'send-recap-email-changed',
];

/** Hub events of the live meeting (002 §7), each sent to the meeting's room with the new version. */
export const LIVE_MEETING_EVENTS = [
  'AgendaItemChanged',
  'SelectedAttendeeChanged',
  // Not a meeting event: each socket gets it on connection (realtime/events.ts LIVE_EVENTS.connected).
  'Connected',
  'Ended',
  'FocusIssuesChanged',
  'HeadlineAsIssueAdded',
  'IdsStatusChanged',
  'IssueSolved',
  'IssueReopened',
  'IssueCountUpdated',
  'Joined',
  'Left',
  'MeasurableAsIssueAdded',
  'RatingAdded',
  'SettingsUpdated',
  'Reacted',
  'RockAsIssueAdded',
  'Started',
  'TodoAsIssueAdded',
  'MeetingUpdated',
] as const;
export type TLiveMeetingEvent = (typeof LIVE_MEETING_EVENTS)[number];

/** The event each action announces. */
export const ACTION_EVENTS: Record<TLiveMeetingAction, TLiveMeetingEvent> = {
  join: 'Joined',
  leave: 'Left',
  'join-offline': 'Joined',
  'everyone-here': 'Joined',
  'leave-offline': 'Left',
  start: 'Started',
  end: 'Ended',
  pause: 'MeetingUpdated',
  resume: 'MeetingUpdated',
  'make-me-scribe': 'MeetingUpdated',
  'next-agenda-item': 'AgendaItemChanged',
  'set-agenda-item': 'AgendaItemChanged',
  reaction: 'Reacted',
  'add-rating': 'RatingAdded',
  'review-headline': 'MeetingUpdated',
  'clear-meeting-items-changed': 'SettingsUpdated',
  'send-recap-email-changed': 'SettingsUpdated',
  'start-prioritization': 'IdsStatusChanged',
  'add-focus-issue': 'FocusIssuesChanged',
  'remove-focus-issue': 'FocusIssuesChanged',
  'next-focus-issue': 'FocusIssuesChanged',
  'start-focus-group': 'FocusIssuesChanged',
  'end-focus-group': 'FocusIssuesChanged',
  'mark-as-solved': 'IssueSolved',
  'set-selected-attendee': 'SelectedAttendeeChanged',
  'reopen-issue': 'IssueReopened',
  'update-issue-count': 'IssueCountUpdated',
  'add-measurable-as-issue': 'MeasurableAsIssueAdded',
  'add-rock-as-issue': 'RockAsIssueAdded',
  'add-headline-as-issue': 'HeadlineAsIssueAdded',
  'add-todo-as-issue': 'TodoAsIssueAdded',
};

export const LIVE_MEETING_TEXTS = {
  scribeOnly: 'Only the scribe can do this. Use "Make Me the Scribe" to take over.',
  makeMeScribe: 'Make Me the Scribe',
  notStarted: 'The meeting has not started yet.',
  alreadyRunning: 'The meeting is already running.',
  notAnAttendee: 'Join the meeting first.',
  ratingRange: `Rate the meeting from ${RATING_MIN} to ${RATING_MAX}`,
  rateYourself:
    'Each attendee rates the meeting themself; the scribe may rate for someone marked in the room.',
  agendaIndex: 'Choose a section of the agenda',
  focusFull: `Pick at most ${FOCUS_ISSUES_MAX} issues to focus on`,
  notMeetingIssue: 'This issue is not on this meeting’s list.',
  notAttendee: 'This person is not in the meeting.',
  notInvitee: 'Only people invited to this meeting can be marked in the room.',
  noFocusIssues: 'Pick the issues to focus on first.',
  issueAdded: 'Issue added to the IDS list.',
  reconnecting: (waiting: number) =>
    waiting === 0
      ? 'Reconnecting…'
      : `Reconnecting… ${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting`,
  /** 002 §9 guidance. */
  ratingGuidance: 'Rate the meeting from 1 to 10. 8 or better is a good meeting.',
  todoGuidance:
    'To-dos are seven-day items: 90% should drop off each week, and none should stay over two weeks.',
  scorecardGuidance: 'A scorecard holds 5-15 measurables.',
  rockGuidance: '3-7 rocks per person and level.',
  agendaGuidance:
    'The Level 10 agenda: Segue 5, Scorecard 5, Rock review 5, Headlines 5, To-dos 5, IDS 60 and Conclude 5 minutes.',
} as const;
