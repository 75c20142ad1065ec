import { OWNERSHIP_TEXTS } from '@cairn/domain/people/people.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgs, people } from '../../db/schema/index.ts';
import { buildMember, buildPerson } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp, type TTestSession } from '../../test/test-app.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const transfer = (session: TTestSession | null, personId: string) =>
  injectAs(app, session, { method: 'PUT', url: `/api/v2/org/owner/${personId}` });
const roleOf = async (id: string) => (await app.db.select().from(people).where(eq(people.id, id)))[0].role;

describe('PUT /api/v2/org/owner/{id}', () => {
  it('makes the paid, accepted person the Owner and the previous Owner an Admin', async () => {
    const { org, person: owner, session } = await buildMember(app.db);
    const manager = await buildMember(app.db, 'Manager', org.id);

    const res = await transfer(session, manager.person.id);

    expect(res.statusCode).toBe(200);
    const name = `${manager.user.firstName} ${manager.user.lastName}`;
    expect(res.json()).toMatchObject({
      person: { id: manager.person.id, name },
      org: { id: org.id },
      previousOwner: { id: owner.id },
      messages: [expect.objectContaining({ text: OWNERSHIP_TEXTS.transferred(name) })],
    });
    expect(await roleOf(manager.person.id)).toBe('Owner');
    expect(await roleOf(owner.id)).toBe('Admin');
    const [row] = await app.db.select().from(orgs).where(eq(orgs.id, org.id));
    expect(row.ownerPersonId).toBe(manager.person.id);
    // The previous Owner is an Admin now: no second transfer, and the new Owner's billing rights.
    expect((await transfer(session, manager.person.id)).statusCode).toBe(403);
    const me = await injectAs(app, manager.session, {
      method: 'GET',
      url: `/api/v2/people?ids=${manager.person.id}`,
    });
    expect(me.json().people[0].permissions).toContain('Update|Billing');
  });

  it('answers 422 with a text for oneself, an Observer and someone who has not accepted', async () => {
    const { org, person: owner, session } = await buildMember(app.db);
    const observer = await buildMember(app.db, 'Observer', org.id);
    const pending = await buildPerson(app.db, org.id, { role: 'Member' });
    for (const [id, text] of [
      [owner.id, OWNERSHIP_TEXTS.notSelf],
      [observer.person.id, OWNERSHIP_TEXTS.notPaid],
      [pending.id, OWNERSHIP_TEXTS.notAccepted],
    ]) {
      const res = await transfer(session, id);
      expect(res.statusCode).toBe(422);
      expect(res.json().messages[0]).toMatchObject({ field: 'id', text });
    }
    expect(await roleOf(owner.id)).toBe('Owner');
  });

  it('answers 401, 403 to an Admin, 404 for another organisation’s person, 422 for a bad id', async () => {
    const { org, session } = await buildMember(app.db);
    const admin = await buildMember(app.db, 'Admin', org.id);
    const member = await buildMember(app.db, 'Member', org.id);
    const foreign = await buildMember(app.db);
    expect((await transfer(null, member.person.id)).statusCode).toBe(401);
    expect((await transfer(admin.session, member.person.id)).statusCode).toBe(403);
    expect((await transfer(session, foreign.person.id)).statusCode).toBe(404);
    expect(await roleOf(foreign.person.id)).toBe('Owner');
    expect((await transfer(session, 'not-an-id')).statusCode).toBe(422);
  });
});
