import {
  ISSUE_ADDED_NOTICE_MS,
  type TLiveMeetingEvent,
  type TReaction,
} from '@cairn/domain/live-meeting/live-meeting.constants';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { watchMeeting } from '../../../lib/live/meeting-rooms.ts';
import { liveMeetingKeys, type TLiveView } from '../api/live-meeting-api.ts';
import '../texts.ts';

/** A reaction floating on every screen for a moment. */
export type TShownReaction = { key: number; id: TReaction; personId: string };

/** How long a reaction floats. */
const REACTION_MS = 4000;

/** Events that made an issue from a dropped item: everyone's IDS list grows. */
const ISSUE_ADDED_EVENTS: ReadonlySet<TLiveMeetingEvent> = new Set([
  'MeasurableAsIssueAdded',
  'RockAsIssueAdded',
  'HeadlineAsIssueAdded',
  'TodoAsIssueAdded',
]);

/**
 * Follows the meeting's room: an event newer than the state shown refetches it (one GET brings
 * the exact state, so a missed event only delays, never diverges); `Ended` takes everyone to the
 * summary; reactions float; a dropped item's issue is announced for 10 s.
 */
export function useLiveMeetingEvents(meetingThreadId: string, onEnded: (meetingId: string) => void) {
  const queryClient = useQueryClient();
  const [reactions, setReactions] = useState<TShownReaction[]>([]);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  // The room is watched once; a toast reads the language on screen when it shows.
  const { t } = useTranslation();
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    let counter = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const key = liveMeetingKeys.one(meetingThreadId);
    const stop = watchMeeting(meetingThreadId, (event, payload) => {
      if (event === 'Ended') {
        if (payload.meetingId) onEndedRef.current(payload.meetingId);
        return;
      }
      if (event === 'Reacted') {
        const id = payload.data?.id as TReaction | undefined;
        if (!id) return;
        counter += 1;
        const shown = { key: counter, id, personId: payload.actorPersonId };
        setReactions((list) => [...list.slice(-7), shown]);
        const timer = setTimeout(() => {
          timers.delete(timer);
          setReactions((list) => list.filter((item) => item.key !== shown.key));
        }, REACTION_MS);
        timers.add(timer);
      }
      if (ISSUE_ADDED_EVENTS.has(event)) {
        notifications.show({
          id: `issue-added-${payload.data?.issueId ?? payload.version}`,
          color: 'teal',
          message: tRef.current('live.toast.issueAdded'),
          autoClose: ISSUE_ADDED_NOTICE_MS,
        });
        void queryClient.invalidateQueries({ queryKey: ['issue'] });
      }
      const shown = queryClient.getQueryData<TLiveView>(key);
      if (!shown || payload.version > shown.version || payload.meetingId !== shown.meetingId) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [meetingThreadId, queryClient]);

  return reactions;
}
