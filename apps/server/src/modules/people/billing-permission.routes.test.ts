import { LICENCE_TEXTS } from '@cairn/domain/people/people.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { events, people } from '../../db/schema/index.ts';
import { buildMember, buildPerson } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp, type TTestSession } from '../../test/test-app.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const billing = (session: TTestSession | null, method: 'PUT' | 'DELETE', personId: string) =>
  injectAs(app, session, { method, url: `/api/v2/person/${personId}/permission/billing` });
const sessionPermissions = async (session: TTestSession) =>
  (await injectAs(app, session, { method: 'GET', url: '/api/v2/session' })).json().user
    .permissions as string[];
const flagOf = async (id: string) =>
  (await app.db.select().from(people).where(eq(people.id, id)))[0].hasBillingPermission;

describe('PUT and DELETE /api/v2/person/{id}/permission/billing', () => {
  it('grants a paid member billing, carried by their session and person answer, then removes it; repeats change nothing', async () => {
    const { org, session } = await buildMember(app.db);
    const member = await buildMember(app.db, 'Member', org.id);
    expect(await sessionPermissions(member.session)).not.toContain('Update|Billing');
    const live = vi.spyOn(app.live, 'entity');

    const granted = await billing(session, 'PUT', member.person.id);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().person.permissions).toEqual(
      expect.arrayContaining(['Update|Billing', 'Read|Billing']),
    );
    expect(live).toHaveBeenCalledWith(
      'Updated',
      expect.objectContaining({ type: 'person', entityId: member.person.id }),
    );
    expect(await sessionPermissions(member.session)).toContain('Update|Billing');
    const again = await billing(session, 'PUT', member.person.id);
    expect(again.json().person.version).toBe(granted.json().person.version);

    const removed = await billing(session, 'DELETE', member.person.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().person.permissions).not.toContain('Update|Billing');
    expect(await sessionPermissions(member.session)).not.toContain('Update|Billing');
    expect((await billing(session, 'DELETE', member.person.id)).statusCode).toBe(200);
    const rows = await app.db.select().from(events).where(eq(events.entityId, member.person.id));
    expect(rows.map((row) => row.action).filter((a) => a.startsWith('billing'))).toEqual([
      'billingPermissionGranted',
      'billingPermissionRemoved',
    ]);
  });

  it('revokes billing when the person is made a Free Observer', async () => {
    const { org, session } = await buildMember(app.db);
    const member = await buildMember(app.db, 'Member', org.id);
    await billing(session, 'PUT', member.person.id);
    const changed = await injectAs(app, session, {
      method: 'PUT',
      url: `/api/v2/person/${member.person.id}/role`,
      payload: { role: 'Observer' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await flagOf(member.person.id)).toBe(false);
    expect(await sessionPermissions(member.session)).not.toContain('Update|Billing');
  });

  it('answers 422 for an Observer, someone who has not joined, and removing the Owner’s', async () => {
    const { org, person: owner, session } = await buildMember(app.db);
    const observer = await buildMember(app.db, 'Observer', org.id);
    const pending = await buildPerson(app.db, org.id, { role: 'Member' });
    for (const [method, id, text] of [
      ['PUT', observer.person.id, LICENCE_TEXTS.billingOnlyPaid],
      ['PUT', pending.id, LICENCE_TEXTS.billingOnlyPaid],
      ['DELETE', owner.id, LICENCE_TEXTS.billingOwner],
    ] as const) {
      const res = await billing(session, method, id);
      expect(res.statusCode).toBe(422);
      expect(res.json().messages[0]).toMatchObject({ field: 'id', text });
    }
    expect(await flagOf(observer.person.id)).toBe(false);
    // Granting the Owner what they hold by role changes nothing.
    expect((await billing(session, 'PUT', owner.id)).statusCode).toBe(200);
  });

  it('is the Owner’s: 403 for an Admin, 404 for another organisation’s person, 401 without a session', async () => {
    const { org } = await buildMember(app.db);
    const admin = await buildMember(app.db, 'Admin', org.id);
    const member = await buildMember(app.db, 'Member', org.id);
    const other = await buildMember(app.db);
    expect((await billing(admin.session, 'PUT', member.person.id)).statusCode).toBe(403);
    expect((await billing(admin.session, 'DELETE', member.person.id)).statusCode).toBe(403);
    expect((await billing(other.session, 'PUT', member.person.id)).statusCode).toBe(404);
    expect((await billing(other.session, 'DELETE', member.person.id)).statusCode).toBe(404);
    expect((await billing(null, 'PUT', member.person.id)).statusCode).toBe(401);
    expect(await flagOf(member.person.id)).toBe(false);
  });
});
