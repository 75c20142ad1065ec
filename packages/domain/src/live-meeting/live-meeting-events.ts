import type { TLiveMeetingAction, TLiveMeetingEvent } from './live-meeting.constants.ts';

/**
 * The payload of every live-meeting hub event (Joined, AgendaItemChanged, ...): which series and
 * occurrence, the live state's new version (a client that sees a gap refetches), the action
 * that made it, who acted, and what the action carried (a reaction's id, the issue made).
 */
export type TLiveMeetingEventPayload = {
  orgId: string;
  meetingThreadId: string;
  meetingId: string | null;
  version: number;
  action: TLiveMeetingAction;
  actorPersonId: string;
  data?: Record<string, unknown>;
};

/** One live-meeting event ready to send. */
export type TLiveMeetingEmit = { event: TLiveMeetingEvent; payload: TLiveMeetingEventPayload };
