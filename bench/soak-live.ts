import { REACTIONS } from '@cairn/domain/live-meeting/live-meeting.constants';
import {
  LIVE_ACTION_ENDPOINTS,
  LIVE_MEETING_ENDPOINTS,
} from '@cairn/domain/live-meeting/live-meeting.endpoints';
import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import { failedWith, outcomeUnknown } from './soak-client.ts';
import { checker, type Person, type TAction } from './soak-person.ts';
import { itemProbe, oneProbe } from './soak-probes.ts';

/*
 * Live meetings: every team holds its Level 10 at once. The lead is the scribe (takes it back
 * with make-me-scribe when a teammate joined first), starts, moves through the agenda, pauses,
 * prioritises and discusses the team's pinned issues, reviews the headline, drops items in as
 * issues, and ends now and then (the next join starts a new occurrence). Teammates join, react,
 * rate and leave; the Observer watches and is marked in the room. Each person acts on the state
 * their last answer showed, sending its version half the time (409 when someone moved first).
 */

type TLive = { view: TLiveMeeting | null; joined: boolean; endedId: string | null };

function liveOf(person: Person): TLive {
  let live = person.state.get('live') as TLive | undefined;
  if (!live) {
    live = { view: null, joined: false, endedId: null };
    person.state.set('live', live);
  }
  return live;
}

/** An occurrence is current while the series' state names it; after `end` it is not. */
function occurrenceProbe(person: Person, occurrence: string) {
  const thread = person.team.meetingId;
  return oneProbe(
    `live:${thread}`,
    checker(person),
    LIVE_MEETING_ENDPOINTS.get,
    { params: { meetingThreadId: thread } },
    (answer) =>
      answer.liveMeeting.meetingId === occurrence ? { version: answer.liveMeeting.version } : null,
  );
}

function see(person: Person, view: TLiveMeeting) {
  const live = liveOf(person);
  live.view = view;
  live.joined = view.attendees.some((attendee) => attendee.personId === person.personId);
  if (view.status === 'Running' && view.meetingId)
    person.ack('live', view.meetingId, occurrenceProbe(person, view.meetingId), { minVersion: view.version });
}

type TActionName = keyof typeof LIVE_ACTION_ENDPOINTS;

/**
 * One live action on the team's meeting; the state answered becomes what the person sees. The
 * scribe's steps carry the version they acted on half the time (409 when someone moved first);
 * joining, reacting, rating and leaving carry none, as nothing they do depends on the state.
 */
async function act(person: Person, action: TActionName, extra: Record<string, unknown> = {}) {
  const live = liveOf(person);
  const versioned = person.isLead && !['join', 'make-me-scribe', 'reaction', 'leave'].includes(action);
  const body = {
    meetingThreadId: person.team.meetingId,
    ...(versioned && person.chance(0.5) && live.view ? { version: live.view.version } : {}),
    ...extra,
  };
  try {
    const answer = await person.call(LIVE_ACTION_ENDPOINTS[action] as typeof LIVE_ACTION_ENDPOINTS.start, {
      body: body as never,
    });
    see(person, answer.liveMeeting);
    if (answer.issue) person.ack('issue', answer.issue.id, itemProbe('issue', checker(person)));
    return answer.liveMeeting;
  } catch (error) {
    // Someone moved first, or the state is not known: read it again before the next action.
    if (failedWith(error, 409) || outcomeUnknown(error)) live.view = null;
    throw error;
  }
}

async function refresh(person: Person) {
  const answer = await person.call(LIVE_MEETING_ENDPOINTS.get, {
    params: { meetingThreadId: person.team.meetingId },
  });
  see(person, answer.liveMeeting);
}

/** The scribe's next step on the meeting as last seen. */
async function scribeStep(person: Person) {
  const live = liveOf(person);
  const view = live.view;
  if (!view) return refresh(person);
  if (!live.joined) return act(person, 'join');
  if (view.scribePersonId !== person.personId) return act(person, 'make-me-scribe');
  const pinned = person.team.pinned;
  const observer = person.teammates.find((mate) => mate.isObserver);
  if (view.status !== 'Running') {
    if (person.chance(0.3))
      return act(person, 'send-recap-email-changed', { sendRecapEmail: person.chance(0.3) });
    // Never true: clearing would delete the team's solved issues under their owners' edits.
    if (person.chance(0.2)) return act(person, 'clear-meeting-items-changed', { clearMeetingItems: false });
    return act(person, 'start');
  }
  const issueId = person.pick(pinned.issueIds) as string;
  let solved = person.state.get('solved pinned issues') as Set<string> | undefined;
  if (!solved) {
    solved = new Set();
    person.state.set('solved pinned issues', solved);
  }
  const steps: [number, () => Promise<unknown>][] = [
    [4, () => act(person, 'next-agenda-item', { fromIndex: view.agendaIndex })],
    [2, () => act(person, 'set-agenda-item', { index: Math.floor(person.random() * view.agenda.length) })],
    [1, () => act(person, view.pausedAt ? 'resume' : 'pause')],
    [1, () => act(person, 'start-prioritization')],
    [1, () => act(person, 'update-issue-count')],
    [
      2,
      () => {
        // Only an open issue can join the focus list: not one this scribe solved and has not reopened.
        const focusId = person.pick(
          pinned.issueIds.filter((id) => !solved.has(id) || view.focusIssueIds.includes(id)),
        );
        if (!focusId) return refresh(person);
        return act(person, view.focusIssueIds.includes(focusId) ? 'remove-focus-issue' : 'add-focus-issue', {
          issueId: focusId,
        });
      },
    ],
    [1, () => act(person, view.focusIndex < 0 ? 'start-focus-group' : 'end-focus-group')],
    [
      2,
      async () => {
        const isSolved = person.chance(0.3);
        const current = view.focusIssueIds[view.focusIndex];
        await act(person, 'next-focus-issue', { isSolved, fromIndex: view.focusIndex });
        if (isSolved && current) solved.add(current);
      },
    ],
    [
      2,
      async () => {
        // The pinned issues stay the team's: each one solved is reopened later, so the focus list can take it again.
        const reopen = solved.has(issueId);
        await act(person, reopen ? 'reopen-issue' : 'mark-as-solved', { issueId });
        if (reopen) solved.delete(issueId);
        else solved.add(issueId);
      },
    ],
    [
      2,
      () =>
        act(person, 'set-selected-attendee', {
          personId: person.chance(0.8) ? (person.pick(view.attendees)?.personId ?? null) : null,
        }),
    ],
    [
      1.5,
      () =>
        act(person, 'review-headline', {
          headlineId: pinned.headlineId,
          status: view.reviewedHeadlineIds.includes(pinned.headlineId) ? 'ToReview' : 'Reviewed',
        }),
    ],
    [0.5, () => act(person, 'add-todo-as-issue', { itemId: pinned.todoId })],
    [0.5, () => act(person, 'add-rock-as-issue', { itemId: pinned.rockId })],
    [0.5, () => act(person, 'add-headline-as-issue', { itemId: pinned.headlineId })],
    [0.5, () => act(person, 'add-measurable-as-issue', { itemId: pinned.measurableId })],
    [0.5, () => act(person, 'send-recap-email-changed', { sendRecapEmail: person.chance(0.3) })],
    [0.5, () => act(person, 'clear-meeting-items-changed', { clearMeetingItems: false })],
    [2, () => refresh(person)],
    [0.7, () => end(person)],
  ];
  if (observer) {
    const inRoom = view.attendees.some((attendee) => attendee.personId === observer.personId);
    steps.push([
      1,
      () => act(person, inRoom ? 'leave-offline' : 'join-offline', { personId: observer.personId }),
    ]);
  }
  let draw = person.random() * steps.reduce((sum, [weight]) => sum + weight, 0);
  for (const [weight, step] of steps) {
    draw -= weight;
    if (draw < 0) return step();
  }
}

/** Ends the meeting: its occurrence is no longer the current one; the next join starts afresh. */
async function end(person: Person) {
  const live = liveOf(person);
  const occurrence = live.view?.meetingId;
  try {
    const ended = await act(person, 'end');
    if (ended.meetingId) {
      person.ack('live', ended.meetingId, occurrenceProbe(person, ended.meetingId), { gone: true });
      live.endedId = ended.meetingId;
    }
  } catch (error) {
    if (occurrence && outcomeUnknown(error)) person.ctx.ledger.unknown('live', occurrence);
    throw error;
  } finally {
    live.view = null;
    live.joined = false;
  }
}

/** A teammate's next step: join, react, rate themself, step away, look again. */
async function attendeeStep(person: Person) {
  const live = liveOf(person);
  const view = live.view;
  if (!view) return refresh(person);
  if (!live.joined) return act(person, 'join');
  const draw = person.random();
  if (draw < 0.45) return act(person, 'reaction', { id: person.pick(REACTIONS) });
  if (draw < 0.7 && view.status === 'Running')
    return act(person, 'add-rating', {
      personId: person.personId,
      rating: 1 + Math.floor(person.random() * 10),
    });
  if (draw < 0.78) {
    await act(person, 'leave');
    live.view = null;
    return;
  }
  return refresh(person);
}

export const LIVE_ACTIONS: TAction[] = [
  {
    name: 'live: run the meeting (scribe)',
    area: 'live meeting',
    weight: 25,
    when: (person) => person.isLead,
    run: (person) =>
      scribeStep(person).catch((error) => {
        // A refused step (an old view): look again next time.
        if (failedWith(error, 409, 422)) liveOf(person).view = null;
        throw error;
      }),
  },
  {
    name: 'live: take part',
    area: 'live meeting',
    weight: 8,
    when: (person) => person.writes && !person.isLead,
    run: attendeeStep,
  },
  {
    name: 'live: watch',
    area: 'live meeting',
    weight: 4,
    when: (person) => person.isObserver,
    run: refresh,
  },
  {
    name: 'live: history and summary',
    area: 'live meeting',
    weight: 0.3,
    when: (person) => person.isLead,
    run: async (person) => {
      await person.call(LIVE_MEETING_ENDPOINTS.time);
      await person.call(LIVE_MEETING_ENDPOINTS.history, {
        params: { meetingThreadId: person.team.meetingId },
        query: { page: 1, pageSize: 20 },
      });
      const endedId = liveOf(person).endedId;
      if (endedId) await person.call(LIVE_MEETING_ENDPOINTS.summary, { params: { meetingId: endedId } });
    },
  },
  {
    name: 'live: checklist',
    area: 'live meeting',
    weight: 0.5,
    when: (person) => person.isLead,
    run: async (person) => {
      const params = { params: { id: person.team.meetingId } };
      const probe = oneProbe(
        `checklist:${person.team.meetingId}`,
        checker(person),
        LIVE_MEETING_ENDPOINTS.checklist,
        params,
        (a) => ({
          version: a.checklist.version,
        }),
      );
      const { checklist } = await person.call(LIVE_MEETING_ENDPOINTS.checklist, params);
      const answer = person.chance(0.7)
        ? await person.call(LIVE_MEETING_ENDPOINTS.updateChecklist, {
            ...params,
            body: {
              items: checklist.items.map((item) => ({ ...item, done: person.chance(0.5) })),
              version: checklist.version,
            },
          })
        : await person.call(LIVE_MEETING_ENDPOINTS.resetChecklist, params);
      person.ack('checklist', person.team.meetingId, probe, { minVersion: answer.checklist.version });
    },
  },
];
