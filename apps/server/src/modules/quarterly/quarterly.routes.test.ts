import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issues, quarterlySessions, rockMeetings } from '../../db/schema/index.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { buildRock } from '../../test/item-factories.ts';
import { countOrgRows, firstMessage, useTestApp } from '../../test/route-test.ts';
import { FEATURE_FLAGS_KEY, writeSetting } from '../platform/index.ts';
import { buildRockTeam, countRocks, readRock } from '../rocks/rocks.test-support.ts';

const { app, team, get, post } = useTestApp(buildRockTeam);

beforeAll(async () => {
  await writeSetting(app.db, FEATURE_FLAGS_KEY, { QuarterlyPulsing: true });
});

/**
 * A meeting of the Owner with the Member and the Observer, its three rocks of Q3 2026 (one done,
 * two on/off track), one of Q4 (not the quarter) and a Q3 rock of another meeting.
 */
async function meetingWithQuarter() {
  const { orgId, owner, member, observer } = team;
  const meeting = await buildMeeting(app.db, orgId, {
    ownerPersonId: owner.person.id,
    inviteeIds: [member.person.id, observer.person.id],
  });
  const rock = (
    title: string,
    dueDate: string,
    status: 'OnTrack' | 'OffTrack' | 'Done',
    meetingId = meeting.id,
  ) =>
    buildRock(app.db, orgId, {
      title,
      ownerPersonId: member.person.id,
      meetingIds: [meetingId],
      dueDate,
      status,
    });
  const hire = await rock('Hire a sales lead', '2026-09-30', 'Done');
  const launch = await rock('Launch the portal', '2026-09-15', 'OnTrack');
  const crm = await rock('Move to the new CRM', '2026-08-31', 'OffTrack');
  const later = await rock('Open the Lyon office', '2026-12-31', 'OnTrack');
  const elsewhere = await rock('Another team’s rock', '2026-09-30', 'OnTrack', team.meeting2.id);
  return { meeting, hire, launch, crm, later, elsewhere };
}

const startQ3 = (session: Parameters<typeof post>[0], meetingId: string) =>
  post(session, `/meeting/${meetingId}/quarterly/start`, { quarter: '2026-Q3' });

describe('the quarterly session calls', () => {
  it('401 without a session', async () => {
    const { meeting } = await meetingWithQuarter();
    expect((await get(null, `/meeting/${meeting.id}/quarterly`)).statusCode).toBe(401);
    expect((await startQ3(null, meeting.id)).statusCode).toBe(401);
  });

  it('reads the quarter: its rocks of this meeting only, the completion and no V/TO yet', async () => {
    const { meeting, hire, launch, crm } = await meetingWithQuarter();
    await startQ3(team.owner.session, meeting.id);
    const res = await get(team.member.session, `/meeting/${meeting.id}/quarterly`);
    expect(res.statusCode).toBe(200);
    const state = res.json();
    expect(state.quarter).toBe('2026-Q3');
    expect(state.nextQuarter).toBe('2026-Q4');
    expect(state.rocks.map((rock: { id: string }) => rock.id)).toEqual([crm.id, launch.id, hire.id]);
    expect(state.completion).toEqual({ done: 1, total: 3, rate: 33 });
    expect(state.session).toMatchObject({ quarter: '2026-Q3', endedAt: null, result: null });
    expect(state.vto).toBeNull();
    expect(state.recent).toEqual([]);
  });

  it('records a session in one change: verdicts, a carried rock, a dropped issue, new rocks; it shows in the history', async () => {
    const { meeting, hire, launch, crm, later } = await meetingWithQuarter();
    const started = (await startQ3(team.owner.session, meeting.id)).json().session;
    expect((await startQ3(team.owner.session, meeting.id)).json().session.id).toBe(started.id);
    const { member, owner } = team;
    const res = await post(owner.session, `/quarterly-session/${started.id}/finish`, {
      version: started.version,
      attendeeIds: [owner.person.id, member.person.id],
      decisions: [
        { rockId: hire.id, status: 'Done' },
        { rockId: launch.id, status: 'NotDone', next: 'carry' },
        { rockId: crm.id, status: 'NotDone', next: 'drop' },
      ],
      newRocks: [
        {
          title: 'Win ten new clients',
          ownerId: member.person.id,
          dueDate: '2026-12-31',
          type: 'company',
          tractionIds: [meeting.id],
          delegated: [{ tractionId: team.meeting2.id, type: 'team', ownerId: team.admin.person.id }],
        },
        {
          title: 'Close the books in 5 days',
          ownerId: owner.person.id,
          dueDate: '2026-12-31',
          type: 'team',
          tractionIds: [meeting.id],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { session } = res.json();
    expect(session.endedAt).not.toBeNull();
    expect(session.result.completion).toEqual({ done: 1, total: 3, rate: 33 });
    expect(session.result.attendees.map((a: { personId: string }) => a.personId)).toEqual([
      owner.person.id,
      member.person.id,
    ]);
    expect(session.result.newRocks.map((rock: { title: string }) => rock.title)).toEqual([
      'Win ten new clients',
      'Win ten new clients',
      'Close the books in 5 days',
    ]);

    expect((await readRock(app.db, launch.id)).status).toBe('NotDone');
    expect((await readRock(app.db, crm.id)).status).toBe('NotDone');
    expect((await readRock(app.db, later.id)).status).toBe('OnTrack');
    const [carry, drop] = session.result.decisions.slice(1);
    const carried = await readRock(app.db, carry.carriedRockId);
    expect(carried).toMatchObject({
      title: 'Launch the portal',
      dueDate: '2026-12-31',
      ownerPersonId: member.person.id,
    });
    expect(carried.meetingIds).toEqual([meeting.id]);
    const [issue] = await app.db.select().from(issues).where(eq(issues.id, drop.issueId));
    expect(issue).toMatchObject({
      title: 'Move to the new CRM',
      meetingId: meeting.id,
      ownerPersonId: member.person.id,
    });
    // The delegated new rock went to the other meeting through Add Rock's rules.
    const delegated = await app.db
      .select({ meetingId: rockMeetings.meetingId })
      .from(rockMeetings)
      .where(eq(rockMeetings.rockId, session.result.newRocks[1].id));
    expect(delegated).toEqual([{ meetingId: team.meeting2.id }]);

    const history = (await get(member.session, `/meetings/${meeting.id}/history`)).json();
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({
      kind: 'quarterly',
      meetingId: started.id,
      quarter: '2026-Q3',
      attendeeCount: 2,
      rockCompletionRate: 33,
    });
    const state = (await get(member.session, `/meeting/${meeting.id}/quarterly`)).json();
    expect(state.session).toBeNull();
    expect(state.recent.map((s: { id: string }) => s.id)).toEqual([started.id]);

    const again = await post(owner.session, `/quarterly-session/${started.id}/finish`, {
      version: session.version,
      attendeeIds: [owner.person.id],
    });
    expect(again.statusCode).toBe(409);
  });

  it('two people starting at once share one open session', async () => {
    const { meeting } = await meetingWithQuarter();
    const [first, second] = await Promise.all([
      startQ3(team.owner.session, meeting.id),
      startQ3(team.member.session, meeting.id),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().session.id).toBe(first.json().session.id);
  });

  it('bad input changes nothing: 422 naming the field', async () => {
    const { meeting, hire, launch, later } = await meetingWithQuarter();
    const bad = await post(team.owner.session, `/meeting/${meeting.id}/quarterly/start`, {
      quarter: '2026-Q5',
    });
    expect(bad.statusCode).toBe(422);
    expect(firstMessage(bad).field).toBe('quarter');
    const started = (await startQ3(team.owner.session, meeting.id)).json().session;
    const rocksBefore = await countRocks(app.db, team.orgId);
    const issuesBefore = await countOrgRows(app.db, issues, team.orgId);
    const finish = (body: object) =>
      post(team.owner.session, `/quarterly-session/${started.id}/finish`, {
        version: started.version,
        ...body,
      });
    const refusals: [object, string][] = [
      [{ attendeeIds: [] }, 'attendeeIds'],
      [
        { attendeeIds: [team.owner.person.id], decisions: [{ rockId: later.id, status: 'Done' }] },
        'decisions.0.rockId',
      ],
      [
        {
          attendeeIds: [team.owner.person.id],
          decisions: [{ rockId: hire.id, status: 'Done', next: 'carry' }],
        },
        'decisions.0.next',
      ],
      [
        { attendeeIds: [team.owner.person.id], decisions: [{ rockId: hire.id, status: 'Maybe' }] },
        'decisions.0.status',
      ],
      [
        {
          attendeeIds: [team.owner.person.id],
          decisions: [{ rockId: launch.id, status: 'NotDone', next: 'carry' }],
          // The Admin is not invited to this meeting: Add Rock's owner rule refuses it, and the carry rolls back.
          newRocks: [
            {
              title: 'Expand',
              ownerId: team.admin.person.id,
              dueDate: '2026-12-31',
              type: 'team',
              tractionIds: [meeting.id],
            },
          ],
        },
        'newRocks.0.tractionIds',
      ],
    ];
    for (const [body, field] of refusals) {
      const res = await finish(body);
      expect(res.statusCode, field).toBe(422);
      expect(firstMessage(res).field).toBe(field);
    }
    expect(await countRocks(app.db, team.orgId)).toBe(rocksBefore);
    expect(await countOrgRows(app.db, issues, team.orgId)).toBe(issuesBefore);
    expect((await readRock(app.db, launch.id)).status).toBe('OnTrack');
    const [row] = await app.db.select().from(quarterlySessions).where(eq(quarterlySessions.id, started.id));
    expect(row).toMatchObject({ endedAt: null, version: started.version });
    const stale = await finish({ version: started.version + 1, attendeeIds: [team.owner.person.id] });
    expect(stale.statusCode).toBe(409);
  });

  it('an Observer reads but may not run it (403); a member not invited and another organisation get 404', async () => {
    const { meeting, hire } = await meetingWithQuarter();
    expect((await get(team.observer.session, `/meeting/${meeting.id}/quarterly`)).statusCode).toBe(200);
    expect((await startQ3(team.observer.session, meeting.id)).statusCode).toBe(403);
    expect((await get(team.manager.session, `/meeting/${meeting.id}/quarterly`)).statusCode).toBe(404);
    expect((await startQ3(team.manager.session, meeting.id)).statusCode).toBe(404);
    const started = (await startQ3(team.owner.session, meeting.id)).json().session;
    const body = {
      version: started.version,
      attendeeIds: [team.owner.person.id],
      decisions: [{ rockId: hire.id, status: 'NotDone' }],
    };
    expect(
      (await post(team.observer.session, `/quarterly-session/${started.id}/finish`, body)).statusCode,
    ).toBe(403);
    expect(
      (await post(team.manager.session, `/quarterly-session/${started.id}/finish`, body)).statusCode,
    ).toBe(404);

    const stranger = await buildMember(app.db);
    await writeSetting(app.db, FEATURE_FLAGS_KEY, { QuarterlyPulsing: true });
    expect((await get(stranger.session, `/meeting/${meeting.id}/quarterly`)).statusCode).toBe(404);
    expect((await startQ3(stranger.session, meeting.id)).statusCode).toBe(404);
    expect((await post(stranger.session, `/quarterly-session/${started.id}/finish`, body)).statusCode).toBe(
      404,
    );
    expect((await readRock(app.db, hire.id)).status).toBe('Done');
    const open = await app.db
      .select()
      .from(quarterlySessions)
      .where(and(eq(quarterlySessions.meetingId, meeting.id), isNull(quarterlySessions.endedAt)));
    expect(open).toHaveLength(1);
  });

  it('404 on every call while the QuarterlyPulsing flag is off', async () => {
    const { meeting } = await meetingWithQuarter();
    const started = (await startQ3(team.owner.session, meeting.id)).json().session;
    await writeSetting(app.db, FEATURE_FLAGS_KEY, {});
    try {
      expect((await get(team.owner.session, `/meeting/${meeting.id}/quarterly`)).statusCode).toBe(404);
      expect((await startQ3(team.owner.session, meeting.id)).statusCode).toBe(404);
      const finish = await post(team.owner.session, `/quarterly-session/${started.id}/finish`, {
        version: started.version,
        attendeeIds: [team.owner.person.id],
      });
      expect(finish.statusCode).toBe(404);
    } finally {
      await writeSetting(app.db, FEATURE_FLAGS_KEY, { QuarterlyPulsing: true });
    }
  });
});
