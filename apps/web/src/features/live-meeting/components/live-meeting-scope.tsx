import type { TLiveMeetingAction } from '@cairn/domain/live-meeting/live-meeting.constants';
import { createContext, useContext } from 'react';
import type { TLiveView } from '../api/live-meeting-api.ts';

/** What every part of the live page needs: the state, who is looking, and how to act. */
export type TLiveMeetingScope = {
  view: TLiveView;
  /** The viewer's person id in this organisation. */
  personId: string | undefined;
  /** The viewer is in the meeting (online or marked in the room). */
  isAttendee: boolean;
  /** The viewer is the scribe of a running meeting: navigation and the IDS are theirs. */
  isScribe: boolean;
  /** The viewer may change items (an attendee who is not an Observer, not on the TV view). */
  canChange: boolean;
  /** The read-only, big-type view for the screen in the room. */
  isTv: boolean;
  act: (action: TLiveMeetingAction, body?: Record<string, unknown>) => void;
  pendingAction: TLiveMeetingAction | undefined;
  nameOf: (personId: string) => string;
};

const LiveMeetingScopeContext = createContext<TLiveMeetingScope | null>(null);

export const LiveMeetingScopeProvider = LiveMeetingScopeContext.Provider;

/** The live meeting the component is part of. */
export function useLiveMeetingScope(): TLiveMeetingScope {
  const scope = useContext(LiveMeetingScopeContext);
  if (!scope) throw new Error('useLiveMeetingScope is used outside the live meeting page');
  return scope;
}
