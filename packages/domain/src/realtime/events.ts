import type { TLiveMeetingEvent } from '../live-meeting/live-meeting.constants.ts';
import type { TLiveMeetingEventPayload } from '../live-meeting/live-meeting-events.ts';
import type { TNotificationEvent } from '../notifications/notifications.constants.ts';
import type { TNotificationEventPayload } from '../notifications/notifications.schemas.ts';

/** Live-update event names the hub emits (spec 002 §7). */
export const LIVE_EVENTS = {
  added: 'Added',
  updated: 'Updated',
  deleted: 'Deleted',
  appConfigUpdated: 'AppConfigUpdated',
  newRelease: 'NewRelease',
  /** Sent to each socket once it is connected (002 §7), before any registration. */
  connected: 'Connected',
} as const;

/**
 * `Connected`: the hub's greeting. The server's clock (live timers compare with it) and whether a
 * session came with the socket (else only `registerPublic` will succeed).
 */
export type TConnectedEvent = { serverTime: string; isSignedIn: boolean };

/** Entity kinds carried by live updates (spec 002 §7). */
export const LIVE_ENTITY_TYPES = [
  'customcontent',
  'scorecard',
  'measuredvalue',
  'measurable',
  'headline',
  'issue',
  'meetingThread',
  'meeting',
  'org',
  'person',
  'rock',
  'task',
  'todo',
  'team',
  'traction',
  'notification',
  'vto',
  'vtorevision',
  'permissions',
  'ac',
  'seat',
  'invoice',
] as const;
export type TLiveEntityType = (typeof LIVE_ENTITY_TYPES)[number];

/**
 * Payload of Added / Updated / Deleted: which entity changed, and who may hear it. `meetingIds`
 * are the meetings the entity belongs to (a rock's several, an issue's old and new one after a
 * move); `personIds` the people it concerns (an item's owners before and after, a person whose
 * role changed). See `entityEventRooms` for the rooms each reaches.
 */
export type TEntityEvent = {
  entityId: string;
  type: TLiveEntityType;
  orgId: string;
  meetingIds?: string[];
  personIds?: string[];
};

/** Payload of NewRelease. */
export type TNewReleaseEvent = { version: string };

/** Client-to-server registration methods, each answered through an acknowledgement. */
export const LIVE_METHODS = {
  register: 'register',
  registerForNotifications: 'registerForNotifications',
  registerPublic: 'registerPublic',
  registerMeeting: 'registerMeeting',
} as const;

/** Acknowledgement of a registration. */
export type TRegisterAck = { succeeded: boolean; messages: { id: string; type: 'error'; text: string }[] };

/** The acknowledgement callback every registration method ends with. */
export type TRegisterAckFn = (ack: TRegisterAck) => void;

/** Events the server emits, with their payloads (Socket.IO's typed server-to-client map). */
export type TLiveServerEvents = {
  [LIVE_EVENTS.added]: (event: TEntityEvent) => void;
  [LIVE_EVENTS.updated]: (event: TEntityEvent) => void;
  [LIVE_EVENTS.deleted]: (event: TEntityEvent) => void;
  [LIVE_EVENTS.appConfigUpdated]: () => void;
  [LIVE_EVENTS.newRelease]: (event: TNewReleaseEvent) => void;
  [LIVE_EVENTS.connected]: (event: TConnectedEvent) => void;
} & { [E in Exclude<TLiveMeetingEvent, 'Connected'>]: (event: TLiveMeetingEventPayload) => void } & {
  [E in TNotificationEvent]: (event: TNotificationEventPayload) => void;
};

/** Methods a client invokes, each answered through its acknowledgement (typed client-to-server map). */
export type TLiveClientEvents = {
  /** Joins the organisation's room and the caller's person room, when the caller is a person of it. */
  [LIVE_METHODS.register]: (orgId: string, ack: TRegisterAckFn) => void;
  /** Joins the caller's user room (notifications follow the user across organisations). */
  [LIVE_METHODS.registerForNotifications]: (ack: TRegisterAckFn) => void;
  /** Joins the public room (app configuration, releases); allowed without a session. */
  [LIVE_METHODS.registerPublic]: (ack: TRegisterAckFn) => void;
  /** Joins the live meeting's room (`meeting:{meetingThreadId}`), when the caller may see that meeting. */
  [LIVE_METHODS.registerMeeting]: (meetingThreadId: string, ack: TRegisterAckFn) => void;
};

/** Why a handshake was refused: `connect_error` carries this text as its message and the id in `data`. */
export const LIVE_HANDSHAKE_ERRORS = {
  unauthenticated: { id: 'AUTH_REQUIRED', text: 'Please sign in to continue.' },
  origin: { id: 'FORBIDDEN', text: 'This origin may not connect to the live-update hub.' },
} as const;

/** Texts of refused registrations. */
export const LIVE_REGISTER_TEXTS = {
  notSignedIn: 'Please sign in to continue.',
  notAPerson: 'You are not a member of this organization.',
  badOrgId: 'The organization id is not valid.',
  meetingNotFound: 'The meeting could not be found.',
} as const;

/** The hub's socket path (ARCHITECTURE §6). */
export const LIVE_HUB_PATH = '/live-update-hub';

/** Room names (ARCHITECTURE §6). `user` and `session` rooms let the server reach one user or one session. */
export const rooms = {
  org: (id: string) => `org:${id}`,
  person: (id: string) => `person:${id}`,
  meeting: (id: string) => `meeting:${id}`,
  user: (id: string) => `user:${id}`,
  session: (id: string) => `session:${id}`,
  public: 'public',
} as const;

/** Reconnect policy and notices (spec 002 §4, §8, §9). */
export const LIVE_RECONNECT = { retries: 10, delayMs: 500, maxDelayMs: 5000, giveUpAfterMs: 90_000 } as const;
export const LIVE_TEXTS = {
  lost: 'Connection lost. Attempting to reconnect...',
  restored: 'Connection restored',
  newRelease: "We've released new features!",
} as const;
