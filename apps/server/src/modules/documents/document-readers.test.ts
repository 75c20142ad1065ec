import { describe, expect, it } from 'vitest';
import { buildMember } from '../../test/factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { readAcRevision } from '../ac/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import { readVtoRevision } from '../vto/index.ts';
import { buildVtoTeam, makeDraft } from '../vto/vto.test-support.ts';

const { app, team, get, post, put, call } = useTestApp(buildVtoTeam);

/** The actor a route would hand a service for this person of that organisation. */
const actorOf = (member: {
  orgId: string;
  person: { id: string; role: string };
  session: { userId: string; id: string };
}) =>
  ({
    userId: member.session.userId,
    sessionId: member.session.id,
    orgId: member.orgId,
    person: { id: member.person.id, role: member.person.role },
    isCookieSession: false,
    lacksRequiredTwoFactor: false,
    clock: { timeZone: 'UTC', weekStart: 'Monday' },
  }) as TItemActor;

describe('reading one revision for other modules (the PDF routes)', () => {
  it('readVtoRevision answers what GET answers; hidden, foreign and removed revisions are 404', async () => {
    const { c, r, base } = await makeDraft(post, team.owner.session);
    const owner = actorOf(team.owner);
    expect(await readVtoRevision(app.db, owner, c, r)).toEqual(
      (await get(team.owner.session, base)).json().revision,
    );
    // A draft is the insiders' (the Manager is not on the leadership team).
    await expect(readVtoRevision(app.db, actorOf(team.manager), c, r)).rejects.toMatchObject({
      statusCode: 404,
    });
    const stranger = await buildMember(app.db);
    await expect(readVtoRevision(app.db, actorOf(stranger), c, r)).rejects.toMatchObject({ statusCode: 404 });
    expect((await call(team.owner.session, 'DELETE', base)).statusCode).toBe(200);
    await expect(readVtoRevision(app.db, owner, c, r)).rejects.toMatchObject({
      statusCode: 404,
      messages: [expect.objectContaining({ id: 'VTO_REMOVED' })],
    });
  });

  it('readAcRevision answers the chart with its seats as GET does; another organisation gets 404', async () => {
    const folder = await post(team.owner.session, '/ac/collections', { title: `Readers ${Date.now()}` });
    const c = folder.json().collection.id as string;
    const made = await put(team.owner.session, `/ac/collection/${c}/revision/create`, { title: 'Read me' });
    const r = made.json().revision.id as string;
    const owner = actorOf(team.owner);
    const read = await readAcRevision(app.db, owner, c, r);
    expect(read).toEqual(
      (await get(team.owner.session, `/ac/collection/${c}/revision/${r}`)).json().revision,
    );
    expect(read.seats).toEqual([expect.objectContaining({ isRoot: true, title: 'Visionary' })]);
    const stranger = await buildMember(app.db);
    await expect(readAcRevision(app.db, actorOf(stranger), c, r)).rejects.toMatchObject({ statusCode: 404 });
  });
});
