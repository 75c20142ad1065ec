import { DEFAULT_FEATURE_FLAGS } from '@cairn/domain/flags/feature-flags';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';
import { announceReleaseIfNew } from './release.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('feature flags', () => {
  it('answers the spec defaults by PascalCase name without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/app-configuration/feature-flags' });
    expect(res.statusCode).toBe(200);
    expect(res.json().featureFlags).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(res.json().featureFlags).toMatchObject({
      Insights: true,
      SmartRocks: false,
      CascadeHeadlines: false,
      MaintenancePage: false,
    });
  });

  it('lets the instance administrator override a flag, stores it and tells every browser', async () => {
    const { user, session } = await buildMember(app.db);
    await app.db.update(users).set({ isInstanceAdmin: true }).where(eq(users.id, user.id));
    const emitted = vi.spyOn(app.live, 'appConfigUpdated');
    const res = await injectAs(app, session, {
      method: 'PUT',
      url: '/api/v2/app-configuration/feature-flags',
      payload: { featureFlags: { MaintenancePage: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(emitted).toHaveBeenCalledOnce();
    const after = await app.inject({ method: 'GET', url: '/api/v2/app-configuration/feature-flags' });
    expect(after.json().featureFlags.MaintenancePage).toBe(true);
    await injectAs(app, session, {
      method: 'PUT',
      url: '/api/v2/app-configuration/feature-flags',
      payload: { featureFlags: { MaintenancePage: false } },
    });
  });

  it('refuses other users (403), unknown flags (422) and anonymous callers (401)', async () => {
    const { session } = await buildMember(app.db);
    const body = { featureFlags: { MaintenancePage: true } };
    const url = '/api/v2/app-configuration/feature-flags';
    expect((await injectAs(app, session, { method: 'PUT', url, payload: body })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
    const { user: admin, session: adminSession } = await buildMember(app.db);
    await app.db.update(users).set({ isInstanceAdmin: true }).where(eq(users.id, admin.id));
    const unknown = await injectAs(app, adminSession, {
      method: 'PUT',
      url,
      payload: { featureFlags: { NotAFlag: true } },
    });
    expect(unknown.statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url })).json().featureFlags.MaintenancePage).toBe(false);
  });
});

describe('version and release', () => {
  it('answers the build version', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/version' });
    expect(res.json()).toEqual({ succeeded: true, messages: [], version: app.config.version });
  });

  it('announces NewRelease only when a node starts on a version that differs from the last one seen', async () => {
    const emitted = vi.spyOn(app.live, 'newRelease');
    await announceReleaseIfNew(app);
    expect(emitted).not.toHaveBeenCalled();
    app.config.version = '9.9.9';
    await announceReleaseIfNew(app);
    expect(emitted).toHaveBeenCalledWith('9.9.9');
    await announceReleaseIfNew(app);
    expect(emitted).toHaveBeenCalledOnce();
  });
});
