import { TWO_FACTOR_TEXTS } from '@cairn/domain/account/two-factor.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgs } from '../../db/schema/index.ts';
import { buildMember, buildTeam } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';
import { turnOnTwoFactor } from '../../test/two-factor-helpers.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const requireIt = (token: string, orgId: string, requireTwoFactor: boolean) =>
  injectAs(
    app,
    { token },
    { method: 'PUT', url: `/api/v2/org/${orgId}/two-factor`, payload: { requireTwoFactor } },
  );
const requiredOf = async (orgId: string) =>
  (await app.db.select().from(orgs).where(eq(orgs.id, orgId)))[0].requireTwoFactor;

describe('PUT org/{id}/two-factor', () => {
  it('refuses an Owner without two-factor (422, nothing stored), then requires it of everyone', async () => {
    const team = await buildTeam(app.db);
    const refused = await requireIt(team.owner.session.token, team.orgId, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().messages).toEqual([
      expect.objectContaining({ field: 'requireTwoFactor', text: TWO_FACTOR_TEXTS.ownerNeedsIt }),
    ]);
    expect(await requiredOf(team.orgId)).toBe(false);

    const { token: ownerToken } = await turnOnTwoFactor(app, team.owner.session);
    const res = await requireIt(ownerToken, team.orgId, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().requireTwoFactor).toBe(true);

    // A member without it: the organisation's routes answer 403 TWO_FACTOR_REQUIRED at once.
    const blocked = await injectAs(app, team.member.session, {
      method: 'GET',
      url: `/api/v2/org/${team.orgId}`,
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().messages[0]).toMatchObject({
      id: 'TWO_FACTOR_REQUIRED',
      text: TWO_FACTOR_TEXTS.required,
    });
    // Their session and account settings stay open, so the web can lead them to set it up.
    const session = await injectAs(app, team.member.session, { method: 'GET', url: '/api/v2/session' });
    expect(session.statusCode).toBe(200);
    expect(session.json().org.requireTwoFactor).toBe(true);
    expect(session.json().user.twoFactorEnabled).toBe(false);
    const status = await injectAs(app, team.member.session, {
      method: 'GET',
      url: '/api/v2/account/two-factor',
    });
    expect(status.json().twoFactor.requiredBy).toEqual([team.owner.org.name]);

    // Once they set it up, the organisation opens again.
    const { token: memberToken } = await turnOnTwoFactor(app, team.member.session);
    const open = await injectAs(
      app,
      { token: memberToken },
      { method: 'GET', url: `/api/v2/org/${team.orgId}` },
    );
    expect(open.statusCode).toBe(200);
    // The Owner keeps working; and may stop requiring it.
    expect((await requireIt(ownerToken, team.orgId, false)).statusCode).toBe(200);
    expect(await requiredOf(team.orgId)).toBe(false);
  });

  it('is the Owner’s alone (403 for an Admin), 404 for another organisation, 401 signed out, 422 for a bad body', async () => {
    const team = await buildTeam(app.db);
    expect((await requireIt(team.admin.session.token, team.orgId, false)).statusCode).toBe(403);
    const elsewhere = await buildMember(app.db);
    expect((await requireIt(elsewhere.session.token, team.orgId, false)).statusCode).toBe(404);
    const signedOut = await app.inject({
      method: 'PUT',
      url: `/api/v2/org/${team.orgId}/two-factor`,
      payload: { requireTwoFactor: true },
    });
    expect(signedOut.statusCode).toBe(401);
    const bad = await injectAs(app, team.owner.session, {
      method: 'PUT',
      url: `/api/v2/org/${team.orgId}/two-factor`,
      payload: { requireTwoFactor: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().messages[0].field).toBe('requireTwoFactor');
  });
});
