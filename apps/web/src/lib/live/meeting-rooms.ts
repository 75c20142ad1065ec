import type { TLiveMeetingEvent } from '@cairn/domain/live-meeting/live-meeting.constants';
import type { TLiveMeetingEventPayload } from '@cairn/domain/live-meeting/live-meeting-events';

/** Hears one live-meeting event of a watched meeting. */
export type TMeetingEventListener = (event: TLiveMeetingEvent, payload: TLiveMeetingEventPayload) => void;

/** How the live client joins a meeting's room (set while the client is connected). */
type TRegistrar = (meetingThreadId: string) => void;

const rooms = new Map<string, Set<TMeetingEventListener>>();
let registrar: TRegistrar | null = null;

/**
 * The meeting rooms a page listens to. A page watches its meeting (`watchMeeting`); the live
 * client joins each watched room when it connects (and again after every reconnect) and hands
 * every live-meeting event here, so pages never hold the socket themselves.
 */
export function watchMeeting(meetingThreadId: string, listener: TMeetingEventListener): () => void {
  const listeners = rooms.get(meetingThreadId) ?? new Set<TMeetingEventListener>();
  const isNewRoom = listeners.size === 0;
  listeners.add(listener);
  rooms.set(meetingThreadId, listeners);
  if (isNewRoom) registrar?.(meetingThreadId);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) rooms.delete(meetingThreadId);
  };
}

/** The meetings some page watches now. */
export function watchedMeetings(): string[] {
  return [...rooms.keys()];
}

/** Set by the live client when it connects (null when it stops): joins a room at once. */
export function setMeetingRegistrar(next: TRegistrar | null): void {
  registrar = next;
}

/** Hands one event to the pages watching its meeting. */
export function dispatchMeetingEvent(event: TLiveMeetingEvent, payload: TLiveMeetingEventPayload): void {
  for (const listener of rooms.get(payload.meetingThreadId) ?? []) listener(event, payload);
}
