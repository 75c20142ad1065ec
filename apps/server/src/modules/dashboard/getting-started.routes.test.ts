import { GETTING_STARTED_STEPS } from '@cairn/domain/dashboard/getting-started';
import { describe, expect, it } from 'vitest';
import { vtoCollections, vtoRevisions } from '../../db/schema/index.ts';
import { buildMeeting, buildMember, buildPerson, buildTeam } from '../../test/factories.ts';
import { buildRock } from '../../test/item-factories.ts';
import { buildEndedOccurrence } from '../../test/live-meeting-factories.ts';
import { entityEvents, useTestApp } from '../../test/route-test.ts';
import { buildMeasurable } from '../../test/scorecard-factories.ts';

const { app, team, get, put } = useTestApp(buildTeam);
const PATH = '/dashboard/getting-started';

/** The steps answered as done, in their order. */
async function doneSteps(session: Parameters<typeof get>[0]) {
  const res = await get(session, PATH);
  expect(res.statusCode).toBe(200);
  const { steps } = res.json().gettingStarted as { steps: { step: string; isDone: boolean }[] };
  expect(steps.map((s) => s.step)).toEqual([...GETTING_STARTED_STEPS]);
  return steps.filter((s) => s.isDone).map((s) => s.step);
}

describe('GET /api/v2/dashboard/getting-started', () => {
  it('ticks each first step from the organisation’s own data as it is done', async () => {
    const founder = await buildMember(app.db);
    const { orgId } = founder;
    expect(await doneSteps(founder.session)).toEqual([]);

    await buildPerson(app.db, orgId, { role: 'Member' });
    expect(await doneSteps(founder.session)).toEqual(['invite']);

    const meeting = await buildMeeting(app.db, orgId, { ownerPersonId: founder.person.id });
    await buildMeasurable(app.db, orgId, { meetingId: meeting.id, ownerPersonId: founder.person.id });
    await buildRock(app.db, orgId, { ownerPersonId: founder.person.id, meetingIds: [meeting.id] });
    expect(await doneSteps(founder.session)).toEqual(['invite', 'meeting', 'measurables', 'rocks']);

    const [folder] = await app.db.insert(vtoCollections).values({ orgId, title: 'Company' }).returning();
    const draft = { orgId, collectionId: folder?.id as string, title: 'Draft' };
    await app.db.insert(vtoRevisions).values(draft);
    expect(await doneSteps(founder.session)).not.toContain('vto');
    await app.db.insert(vtoRevisions).values({ ...draft, title: '2027', isPublished: true });
    await buildEndedOccurrence(app.db, orgId, meeting.id);
    expect(await doneSteps(founder.session)).toEqual([...GETTING_STARTED_STEPS]);

    // Another organisation's progress is its own.
    expect(await doneSteps(team.owner.session)).not.toContain('firstMeeting');
  });

  it('is for the leaders who set the organisation up: 401 signed out, 403 below Admin', async () => {
    expect((await get(null, PATH)).statusCode).toBe(401);
    expect((await get(team.admin.session, PATH)).statusCode).toBe(200);
    for (const person of [team.manager, team.member, team.observer]) {
      expect((await get(person.session, PATH)).statusCode).toBe(403);
      expect((await put(person.session, PATH, { isDismissed: true })).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/v2/dashboard/getting-started', () => {
  it('puts the steps away for the caller only, brings them back, and records who did', async () => {
    const res = await put(team.owner.session, PATH, { isDismissed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().gettingStarted.isDismissed).toBe(true);
    expect((await get(team.owner.session, PATH)).json().gettingStarted.isDismissed).toBe(true);
    expect((await get(team.admin.session, PATH)).json().gettingStarted.isDismissed).toBe(false);
    const events = await entityEvents(app.db, 'dashboard', team.owner.person.id);
    expect(events.at(-1)?.data).toEqual({ gettingStartedDismissed: true });

    await put(team.owner.session, PATH, { isDismissed: false });
    expect((await get(team.owner.session, PATH)).json().gettingStarted.isDismissed).toBe(false);
  });

  it('names a missing or wrong answer and changes nothing', async () => {
    const res = await put(team.admin.session, PATH, { isDismissed: 'yes' });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('isDismissed');
    expect((await get(team.admin.session, PATH)).json().gettingStarted.isDismissed).toBe(false);
  });
});
