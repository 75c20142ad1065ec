import { initialLiveState, type TLiveState } from '@cairn/domain/live-meeting/live-meeting-state';
import { applyLiveAction } from '@cairn/domain/live-meeting/live-meeting-transitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client.ts';
import { liveMeetingAttendees, liveMeetings } from '../../db/schema/index.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { deleteLive, findLive, insertLive, saveLive } from './live-meeting.repository.ts';

const t0 = Date.UTC(2026, 10, 23, 9, 0, 0);

/** A live state two people joined and started at t0 (Ann is the scribe). */
function startedState(
  meeting: { id: string; agenda: { id: string; name: string; lengthInMinutes: number }[] },
  ann: string,
  bob: string,
) {
  let state: TLiveState = initialLiveState({
    meetingThreadId: meeting.id,
    agendaName: 'Level 10',
    agenda: meeting.agenda,
    issueCount: 2,
  });
  for (const [action, by, input] of [
    ['join', ann, {}],
    ['join', bob, {}],
    ['start', ann, {}],
    ['set-agenda-item', ann, { index: 2 }],
    ['add-rating', bob, { personId: bob, rating: 9 }],
  ] as const) {
    const result = applyLiveAction(state, action, input as never, {
      actorPersonId: by,
      now: t0 + 60_000,
      openIssueIds: [],
    });
    if (!result.ok) throw new Error(result.message);
    state = result.state;
  }
  return state;
}

async function seed(db: TDatabase['db']) {
  const ann = await buildMember(db);
  const bob = await buildMember(db, 'Member', ann.orgId);
  const meeting = await buildMeeting(db, ann.orgId, {
    ownerPersonId: ann.person.id,
    inviteeIds: [bob.person.id],
  });
  return { ann, bob, meeting, state: startedState(meeting, ann.person.id, bob.person.id) };
}

describe('the live meeting repository', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('stores the state as rows and reads it back, scoped to the organisation', async () => {
    const { ann, meeting, state } = await seed(database.db);
    const other = await buildMember(database.db);
    const stored = await insertLive(database.db, ann.orgId, state);
    expect(stored?.version).toBe(0);
    expect((await findLive(database.db, ann.orgId, meeting.id))?.state).toEqual(state);
    expect(await findLive(database.db, other.orgId, meeting.id)).toBeNull();
    expect(await insertLive(database.db, ann.orgId, state)).toBeNull();
  });

  it('bumps the version on each save and refuses a stale one', async () => {
    const { ann, meeting, state } = await seed(database.db);
    const stored = await insertLive(database.db, ann.orgId, state);
    if (!stored) throw new Error('not stored');
    const paused = { ...state, pausedAt: new Date(t0 + 120_000).toISOString() };
    const saved = await saveLive(database.db, ann.orgId, stored, paused);
    expect(saved?.version).toBe(1);
    expect(await saveLive(database.db, ann.orgId, stored, state)).toBeNull();
    expect((await findLive(database.db, ann.orgId, meeting.id))?.state.pausedAt).toBe(paused.pausedAt);
    await deleteLive(database.db, ann.orgId, stored.id);
    expect(await findLive(database.db, ann.orgId, meeting.id)).toBeNull();
  });

  it('refuses a rating outside 1-10 in the database too', async () => {
    const { ann, bob, state } = await seed(database.db);
    const stored = await insertLive(database.db, ann.orgId, state);
    if (!stored) throw new Error('not stored');
    const row = { liveMeetingId: stored.id, orgId: ann.orgId, personId: bob.person.id, rating: 11 };
    await database.db.delete(liveMeetingAttendees);
    await expect(database.db.insert(liveMeetingAttendees).values(row)).rejects.toThrow();
    await expect(database.db.update(liveMeetings).set({ status: 'Paused' as never })).rejects.toThrow();
  });
});
