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

/**
 * The entity types whose rows a policy lets some people read, row by row (issue 28 point 4): V/TO
 * revisions (a draft: its creator and the leadership team), charts (their visibility settings)
 * and their seats (`ac` also names chart folders, which every member reads), and invoices (the
 * Owner and the people with `Update|Billing`). Each change says who
 * may read the row (`TLiveReaders`), and its event reaches those people only.
 */
export const READER_SCOPED_TYPES: ReadonlySet<TLiveEntityType> = new Set([
  'vtorevision',
  'ac',
  'seat',
  'invoice',
]);

/** Who may read a reader-scoped row: every person of the organisation, or these people only. */
export type TLiveReaders = 'org' | readonly string[];

/** Every socket, signed in or not (app configuration, releases). */
export const EVERYONE = 'everyone';

/** The rooms of the entity itself, before the people it concerns. */
function scopeRooms(event: TEntityEvent, readers: TLiveReaders | undefined): string[] {
  if (MEETING_SCOPED_TYPES.has(event.type)) return (event.meetingIds ?? []).map(rooms.meeting);
  if (!READER_SCOPED_TYPES.has(event.type) || readers === 'org') return [rooms.org(event.orgId)];
  // Fails closed: a reader-scoped event that names no readers reaches nobody.
  return (readers ?? []).map(rooms.person);
}

/**
 * The rooms an entity event reaches. A meeting-scoped entity (see MEETING_SCOPED_TYPES): the
 * rooms of its meetings (`meeting:{id}`, joined by those who see the meeting) and of the
 * people it concerns (`person:{id}`: owners, so a personal to-do reaches its owner only). A
 * reader-scoped one (READER_SCOPED_TYPES): the rooms of its `readers`, or the organisation's
 * when they are everyone. Anything else every member may read: the organisation's room. Plus,
 * always, the rooms of the people it concerns (`personIds`).
 */
export function entityEventRooms(event: TEntityEvent, readers?: TLiveReaders): string[] {
  const people = (event.personIds ?? []).map(rooms.person);
  return [...new Set([...scopeRooms(event, readers), ...people])];
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

/** The entity events: Added, Updated, Deleted. */
type TEntityEventName = typeof LIVE_EVENTS.added | typeof LIVE_EVENTS.updated | typeof LIVE_EVENTS.deleted;
type TOtherEventName = Exclude<TLiveEventName, TEntityEventName>;

/**
 * An entity event ready to send: its payload and, for a reader-scoped type, who may read the
 * row. `readers` routes the event and is never sent: a receiver learns nobody else's access.
 */
export type TEntityEmit = { event: TEntityEventName; payload: TEntityEvent; readers?: TLiveReaders };

/** One event ready to send: its name and payload, as the change pipeline queues it. */
export type TLiveEmit =
  | TEntityEmit
  | { [E in TOtherEventName]: { event: E; payload: TLiveEventMap[E] } }[TOtherEventName];

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
  [E in TLiveEventName]: (
    payload: TLiveEventMap[E],
    readers?: TLiveReaders,
  ) => readonly string[] | typeof EVERYONE;
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
    readers?: TLiveReaders,
  ) => readonly string[] | 'everyone';
  return route(emit.payload, 'readers' in emit ? emit.readers : undefined);
}
