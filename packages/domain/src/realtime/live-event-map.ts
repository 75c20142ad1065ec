import { LIVE_MEETING_EVENTS, type TLiveMeetingEvent } from '../live-meeting/live-meeting.constants.ts';
import type { TLiveMeetingEventPayload } from '../live-meeting/live-meeting-events.ts';
import { NOTIFICATION_EVENTS, type TNotificationEvent } from '../notifications/notifications.constants.ts';
import type { TNotificationEventPayload } from '../notifications/notifications.schemas.ts';
import {
  LIVE_EVENTS,
  rooms,
  type TEntityEvent,
  type TLiveEntityType,
  type TNewReleaseEvent,
} from './events.ts';

/**
 * The entity types whose ids only some members may read: meetings and what lives in them.
 * Their events go to the rooms of their meetings and of the people they concern, never to the
 * whole organisation (ARCHITECTURE §6: nobody hears ids they may not read).
 */
export const MEETING_SCOPED_TYPES: ReadonlySet<TLiveEntityType> = new Set([
  'meeting',
  'meetingThread',
  'rock',
  'todo',
  'issue',
  'headline',
  'scorecard',
  'measurable',
  'measuredvalue',
]);

/** Every socket, signed in or not (app configuration, releases). */
export const EVERYONE = 'everyone';

/**
 * The rooms an entity event reaches. A meeting-scoped entity (see MEETING_SCOPED_TYPES): the
 * rooms of its meetings (`meeting:{id}`, joined by those who see the meeting) and of the
 * people it concerns (`person:{id}`: owners, so a personal to-do reaches its owner only).
 * Anything else every member may read: the organisation's room, and the people it concerns.
 */
export function entityEventRooms(event: TEntityEvent): string[] {
  const people = (event.personIds ?? []).map(rooms.person);
  const scope = MEETING_SCOPED_TYPES.has(event.type)
    ? (event.meetingIds ?? []).map(rooms.meeting)
    : [rooms.org(event.orgId)];
  return [...new Set([...scope, ...people])];
}

/** Every event the hub sends, with its payload (`undefined`: none). */
export type TLiveEventMap = {
  [LIVE_EVENTS.added]: TEntityEvent;
  [LIVE_EVENTS.updated]: TEntityEvent;
  [LIVE_EVENTS.deleted]: TEntityEvent;
  [LIVE_EVENTS.appConfigUpdated]: undefined;
  [LIVE_EVENTS.newRelease]: TNewReleaseEvent;
} & { [E in TLiveMeetingEvent]: TLiveMeetingEventPayload } & {
  [E in TNotificationEvent]: TNotificationEventPayload;
};

/** A live event's name. */
export type TLiveEventName = keyof TLiveEventMap;

/** One event ready to send: its name and payload, as the change pipeline queues it. */
export type TLiveEmit = { [E in TLiveEventName]: { event: E; payload: TLiveEventMap[E] } }[TLiveEventName];

/** Live-meeting events go to the series' room: those who may see the meeting. */
const liveMeetingRooms = (payload: TLiveMeetingEventPayload): readonly string[] => [
  rooms.meeting(payload.meetingThreadId),
];
const LIVE_MEETING_ROOMS = Object.fromEntries(
  LIVE_MEETING_EVENTS.map((event) => [event, liveMeetingRooms]),
) as Record<TLiveMeetingEvent, typeof liveMeetingRooms>;

/**
 * Notification events go to their recipient only: the user's room (joined by
 * `registerForNotifications`, so the bell follows the user across organisations) and, for a
 * notification of an organisation, the person's room there.
 */
const notificationRooms = (payload: TNotificationEventPayload): readonly string[] =>
  payload.personId
    ? [rooms.user(payload.userId), rooms.person(payload.personId)]
    : [rooms.user(payload.userId)];
const NOTIFICATION_ROOMS = Object.fromEntries(
  Object.values(NOTIFICATION_EVENTS).map((event) => [event, notificationRooms]),
) as Record<TNotificationEvent, typeof notificationRooms>;

/**
 * THE EVENT MAP: for each event, the rooms its payload goes to (or every socket). The server's
 * hub sends through this table only, so adding an event means adding a row here.
 */
export const LIVE_EVENT_ROOMS: {
  [E in TLiveEventName]: (payload: TLiveEventMap[E]) => readonly string[] | typeof EVERYONE;
} = {
  [LIVE_EVENTS.added]: entityEventRooms,
  [LIVE_EVENTS.updated]: entityEventRooms,
  [LIVE_EVENTS.deleted]: entityEventRooms,
  [LIVE_EVENTS.appConfigUpdated]: () => EVERYONE,
  [LIVE_EVENTS.newRelease]: () => EVERYONE,
  ...LIVE_MEETING_ROOMS,
  ...NOTIFICATION_ROOMS,
};

/** The rooms (or every socket) one queued event goes to. */
export function roomsOf(emit: TLiveEmit): readonly string[] | typeof EVERYONE {
  const route = LIVE_EVENT_ROOMS[emit.event] as (
    payload: TLiveEmit['payload'],
  ) => readonly string[] | 'everyone';
  return route(emit.payload);
}
