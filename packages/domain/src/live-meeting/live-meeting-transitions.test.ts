import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOCUS_ISSUES_MAX, LIVE_MEETING_TEXTS, REACTIONS } from './live-meeting.constants.ts';
import { meetingElapsedMs, sectionElapsedMs } from './live-meeting-rules.ts';
import { initialLiveState, type TLiveState } from './live-meeting-state.ts';
import { applyLiveAction } from './live-meeting-transitions.ts';

const people = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
] as const;
const [ann, bob, cat] = people;
const issues = [1, 2, 3, 4].map((n) => `${n}0000000-0000-4000-8000-00000000000${n}`);
const strangerIssue = '90000000-0000-4000-8000-000000000009';
const thread = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const t0 = Date.UTC(2026, 10, 23, 9, 0, 0);

const fresh = () =>
  initialLiveState({
    meetingThreadId: thread,
    agendaName: 'Level 10',
    agenda: ['Segue', 'Scorecard', 'IDS', 'Conclude'].map((name, i) => ({
      id: `s${i}`,
      name,
      lengthInMinutes: 5,
    })),
    issueCount: issues.length,
  });

/** The meeting's open issues in a simulation: the list less what the meeting solved. */
const openIn = (state: TLiveState) => issues.filter((id) => !state.solvedIssueIds.includes(id));

type TStep = {
  action: Parameters<typeof applyLiveAction>[1];
  input: Record<string, unknown>;
  by: string;
  dt: number;
};

/** Runs steps, keeping the state when an action is refused; calls `check` after each. */
function run(
  steps: TStep[],
  check: (before: TLiveState, after: TLiveState, now: number, prevNow: number) => void,
  from: TLiveState = fresh(),
) {
  let state = from;
  let now = t0;
  for (const step of steps) {
    const prevNow = now;
    now += step.dt;
    const result = applyLiveAction(state, step.action, step.input as never, {
      actorPersonId: step.by,
      now,
      openIssueIds: openIn(state),
    });
    const next = result.ok ? result.state : state;
    check(state, next, now, prevNow);
    state = next;
  }
  return state;
}

/** Ann, the scribe of a running meeting, acts most. */
const person = fc.constantFrom(ann, ann, ann, bob, cat);
const issue = fc.constantFrom(...issues, strangerIssue);
const step: fc.Arbitrary<TStep> = fc
  .tuple(
    fc.oneof(
      fc.constant({ action: 'join', input: {} }),
      fc.constant({ action: 'leave', input: {} }),
      fc.constant({ action: 'start', input: {} }),
      fc.constant({ action: 'pause', input: {} }),
      fc.constant({ action: 'resume', input: {} }),
      fc.constant({ action: 'make-me-scribe', input: {} }),
      fc.constant({ action: 'next-agenda-item', input: {} }),
      fc.constant({ action: 'end-focus-group', input: {} }),
      fc.constant({ action: 'start-focus-group', input: {} }),
      fc.constant({ action: 'start-prioritization', input: {} }),
      fc.constant({ action: 'update-issue-count', input: {} }),
      fc.nat({ max: 5 }).map((index) => ({ action: 'set-agenda-item', input: { index } })),
      issue.map((issueId) => ({ action: 'add-focus-issue', input: { issueId } })),
      issue.map((issueId) => ({ action: 'remove-focus-issue', input: { issueId } })),
      issue.map((issueId) => ({ action: 'mark-as-solved', input: { issueId } })),
      issue.map((issueId) => ({ action: 'reopen-issue', input: { issueId } })),
      fc.boolean().map((isSolved) => ({ action: 'next-focus-issue', input: { isSolved } })),
      person.map((personId) => ({ action: 'join-offline', input: { personId } })),
      fc
        .record({ personId: person, rating: fc.integer({ min: -2, max: 12 }) })
        .map((input) => ({ action: 'add-rating', input })),
      person.map((personId) => ({ action: 'set-selected-attendee', input: { personId } })),
      fc.constantFrom(...REACTIONS).map((id) => ({ action: 'reaction', input: { id } })),
    ),
    person,
    fc.nat({ max: 120_000 }),
  )
  .map(([{ action, input }, by, dt]) => ({ action: action as TStep['action'], input, by, dt }));

/** A running meeting: Ann (scribe) and Bob online, Cat marked in the room. */
function running(): TLiveState {
  return run(
    [
      { action: 'join', input: {}, by: ann, dt: 0 },
      { action: 'join', input: {}, by: bob, dt: 0 },
      { action: 'join-offline', input: { personId: cat }, by: ann, dt: 0 },
      { action: 'start', input: {}, by: bob, dt: 0 },
    ],
    () => {},
  );
}

const ctx = (state: TLiveState, by: string, now = t0 + 1000) => ({
  actorPersonId: by,
  now,
  openIssueIds: openIn(state),
});

/** The invariants of the live state after one action; the names of those broken. */
function brokenRules(before: TLiveState, after: TLiveState, now: number, prevNow: number): string[] {
  const broken: string[] = [];
  if (after.idsStatus !== (after.issueCount > 0 ? 'Prioritizing' : 'Complete'))
    broken.push('IDS status rule');
  if (after.focusIssueIds.length > FOCUS_ISSUES_MAX) broken.push('at most three focus issues');
  if (!after.focusIssueIds.every((id) => issues.includes(id))) broken.push('focus on this meeting’s issues');
  if (after.agenda.filter((item) => item.isActive).length !== 1) broken.push('one active section');
  if (after.focusIndex >= Math.max(1, after.focusIssueIds.length)) broken.push('focus index in the list');
  after.agenda.forEach((item, i) => {
    const was = before.agenda[i] as TLiveState['agenda'][number];
    if (sectionElapsedMs(item, now, after.pausedAt) < sectionElapsedMs(was, prevNow, before.pausedAt)) {
      broken.push(`section ${i} clock ran backwards`);
    }
  });
  if (meetingElapsedMs(after, now) < meetingElapsedMs(before, prevNow))
    broken.push('meeting clock ran backwards');
  if (after.attendees.some((a) => a.rating !== null && (a.rating < 1 || a.rating > 10)))
    broken.push('rating 1-10');
  return broken;
}

describe('live meeting transitions under any sequence of actions', () => {
  it('keep the IDS status rule, at most three focus issues of this meeting, and clocks that never run backwards', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { minLength: 20, maxLength: 100 }), (fromStart, steps) => {
        run(
          steps,
          (before, after, now, prevNow) => {
            const broken = brokenRules(before, after, now, prevNow);
            if (broken.length > 0) expect(broken).toEqual([]);
          },
          fromStart ? fresh() : running(),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('answer a repeated action with the state unchanged (double clicks, two attendees at once)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 40 }), step, (fromStart, steps, last) => {
        const state = run(steps, () => {}, fromStart ? fresh() : running());
        const repeatable = !['next-agenda-item', 'next-focus-issue', 'reaction'].includes(last.action);
        const first = applyLiveAction(
          state,
          last.action,
          last.input as never,
          ctx(state, last.by, t0 + 10_000_000),
        );
        if (!first.ok || !repeatable) return;
        const again = applyLiveAction(
          first.state,
          last.action,
          last.input as never,
          ctx(first.state, last.by, t0 + 10_000_500),
        );
        if (last.action === 'pause' || last.action === 'resume' || last.action === 'start') {
          expect(again.ok && again.changed).toBe(false);
          return;
        }
        expect(again).toEqual({ ok: true, state: first.state, changed: false });
      }),
    );
  });
});

describe('who may do what', () => {
  it('refuses the scribe’s actions to anyone else with the scribe-only text', () => {
    const state = running();
    const result = applyLiveAction(
      state,
      'set-agenda-item',
      { meetingThreadId: thread, index: 1 },
      ctx(state, bob),
    );
    expect(result).toEqual({ ok: false, status: 403, message: LIVE_MEETING_TEXTS.scribeOnly });
    const claimed = applyLiveAction(state, 'make-me-scribe', {}, ctx(state, bob));
    expect(claimed.ok && claimed.state.scribePersonId).toBe(bob);
  });

  it('takes ratings 1-10, each attendee for themself, the scribe for someone in the room', () => {
    fc.assert(
      fc.property(person, person, fc.integer({ min: -5, max: 15 }), (by, personId, rating) => {
        const state = running();
        const result = applyLiveAction(
          state,
          'add-rating',
          { meetingThreadId: thread, personId, rating },
          ctx(state, by),
        );
        const inRange = rating >= 1 && rating <= 10;
        const allowed = by === personId || (by === ann && personId === cat);
        expect(result.ok).toBe(inRange && allowed);
        if (!inRange) expect(result).toMatchObject({ status: 422, field: 'rating' });
        else if (!allowed)
          expect(result).toMatchObject({ status: 403, message: LIVE_MEETING_TEXTS.rateYourself });
      }),
    );
  });

  it('refuses actions of a meeting not started, and of people who did not join', () => {
    const joined = run([{ action: 'join', input: {}, by: ann, dt: 0 }], () => {});
    expect(
      applyLiveAction(
        joined,
        'add-rating',
        { meetingThreadId: thread, personId: ann, rating: 8 },
        ctx(joined, ann),
      ),
    ).toMatchObject({ status: 409, message: LIVE_MEETING_TEXTS.notStarted });
    expect(applyLiveAction(joined, 'start', {}, ctx(joined, bob))).toMatchObject({
      status: 409,
      message: LIVE_MEETING_TEXTS.notAnAttendee,
    });
  });
});

describe('the IDS flow', () => {
  it('focuses on at most three of this meeting’s open issues, then solves them in turn', () => {
    let state = running();
    const act = (
      action: Parameters<typeof applyLiveAction>[1],
      input: Record<string, unknown>,
      by: string = ann,
    ) => {
      const result = applyLiveAction(state, action, input as never, ctx(state, by));
      if (result.ok) state = result.state;
      return result;
    };
    expect(act('add-focus-issue', { issueId: strangerIssue })).toMatchObject({
      status: 422,
      field: 'issueId',
      message: LIVE_MEETING_TEXTS.notMeetingIssue,
    });
    for (const issueId of issues.slice(0, 3)) act('add-focus-issue', { issueId });
    expect(act('add-focus-issue', { issueId: issues[3] })).toMatchObject({
      status: 422,
      message: LIVE_MEETING_TEXTS.focusFull,
    });
    act('start-focus-group', {});
    act('next-focus-issue', { isSolved: true, fromIndex: 0 });
    expect(act('next-focus-issue', { isSolved: true, fromIndex: 0 })).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(state).toMatchObject({
      focusIndex: 1,
      prevFocusIndex: 0,
      solvedIssueIds: [issues[0]],
      issueCount: 3,
    });
    expect(act('mark-as-solved', { issueId: issues[1] }, bob)).toMatchObject({ ok: true, changed: true });
    expect(act('mark-as-solved', { issueId: issues[1] }, ann)).toMatchObject({ ok: true, changed: false });
    act('reopen-issue', { issueId: issues[0] }, bob);
    expect(state).toMatchObject({ solvedIssueIds: [issues[1]], issueCount: 3, idsStatus: 'Prioritizing' });
  });

  it('is Complete once every issue is solved, and back to Prioritizing when one comes in', () => {
    let state = running();
    for (const issueId of issues) {
      const result = applyLiveAction(
        state,
        'mark-as-solved',
        { meetingThreadId: thread, issueId },
        ctx(state, bob),
      );
      if (result.ok) state = result.state;
    }
    expect(state).toMatchObject({ issueCount: 0, idsStatus: 'Complete' });
    const added = applyLiveAction(
      state,
      'add-todo-as-issue',
      { meetingThreadId: thread, itemId: thread },
      {
        actorPersonId: bob,
        now: t0,
        openIssueIds: [strangerIssue],
      },
    );
    expect(added).toMatchObject({ ok: true, state: { issueCount: 1, idsStatus: 'Prioritizing' } });
  });
});

describe('clocks', () => {
  it('a pause stops the section and the meeting; resuming goes on from there', () => {
    let state = running();
    const at = (s: number) => t0 + s * 1000;
    const act = (
      action: Parameters<typeof applyLiveAction>[1],
      s: number,
      input: Record<string, unknown> = {},
    ) => {
      const result = applyLiveAction(state, action, input as never, ctx(state, ann, at(s)));
      if (result.ok) state = result.state;
    };
    act('set-agenda-item', 60, { index: 1 });
    act('pause', 90);
    expect(sectionElapsedMs(state.agenda[1] as TLiveState['agenda'][number], at(500), state.pausedAt)).toBe(
      30_000,
    );
    act('resume', 150);
    act('next-agenda-item', 160, { fromIndex: 1 });
    act('next-agenda-item', 161, { fromIndex: 1 });
    expect(state.agendaIndex).toBe(2);
    expect(state.agenda.map((item) => item.elapsedMs)).toEqual([60_000, 40_000, 0, 0]);
    expect(meetingElapsedMs(state, at(200))).toBe(140_000);
  });
});
