import { MessageCode } from '@cairn/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp, testConfig } from '../../test/test-app.ts';

const INSTANCE = '/api/v2/app-configuration/instance';
const BANNER = '/api/v2/app-configuration/investigation-banner';
const FLAGS = '/api/v2/app-configuration/feature-flags';

const OPERATOR = {
  ...testConfig().instance,
  supportUrl: 'https://help.example.com/cairn',
  supportEmail: 'help@example.com',
  supportChatUrl: 'https://chat.example.com/start',
  socialLinks: [{ name: 'LinkedIn', url: 'https://www.linkedin.com/company/example' }],
};

describe('the instance call and the investigation banner', () => {
  let app: TTestApp;
  let admin: { token: string };
  beforeAll(async () => {
    app = await createTestApp({ instance: OPERATOR });
    const built = await buildMember(app.db);
    await app.db.update(users).set({ isInstanceAdmin: true }).where(eq(users.id, built.user.id));
    admin = built.session;
  });
  afterAll(async () => app.close());

  const setFlags = (featureFlags: Record<string, boolean>) =>
    injectAs(app, admin, { method: 'PUT', url: FLAGS, payload: { featureFlags } });

  it("answers the operator's support and social links before sign-in, the chat only with its flag", async () => {
    const before = await app.inject({ method: 'GET', url: INSTANCE });
    expect(before.statusCode).toBe(200);
    expect(before.json().instance).toEqual({
      isUnderMaintenance: false,
      investigationBanner: null,
      support: { url: OPERATOR.supportUrl, email: OPERATOR.supportEmail, chatUrl: null },
      socialLinks: OPERATOR.socialLinks,
    });
    await setFlags({ ZendeskSupport: true });
    const withChat = await app.inject({ method: 'GET', url: INSTANCE });
    expect(withChat.json().instance.support.chatUrl).toBe(OPERATOR.supportChatUrl);
    await setFlags({ ZendeskSupport: false, SalesforceCloudPrechat: true });
    expect((await app.inject({ method: 'GET', url: INSTANCE })).json().instance.support.chatUrl).toBe(
      OPERATOR.supportChatUrl,
    );
    await setFlags({ SalesforceCloudPrechat: false });
  });

  it('shows the banner only while its flag is on and a text is set', async () => {
    const text = 'We are looking into slow meeting pages. Your data is safe.';
    const saved = await injectAs(app, admin, { method: 'PUT', url: BANNER, payload: { text: `  ${text} ` } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().investigationBanner).toEqual({ text });
    expect(
      (await app.inject({ method: 'GET', url: INSTANCE })).json().instance.investigationBanner,
    ).toBeNull();
    await setFlags({ InvestigationBanner: true });
    expect((await app.inject({ method: 'GET', url: INSTANCE })).json().instance.investigationBanner).toBe(
      text,
    );
    expect((await injectAs(app, admin, { method: 'GET', url: BANNER })).json().investigationBanner.text).toBe(
      text,
    );
    await injectAs(app, admin, { method: 'PUT', url: BANNER, payload: { text: '' } });
    expect(
      (await app.inject({ method: 'GET', url: INSTANCE })).json().instance.investigationBanner,
    ).toBeNull();
    await setFlags({ InvestigationBanner: false });
  });

  it('lets only the administrator read or write the text (401, 403) and refuses a long one (422)', async () => {
    const { session: member } = await buildMember(app.db);
    const body = { text: 'Hello' };
    expect((await app.inject({ method: 'PUT', url: BANNER, payload: body })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: BANNER })).statusCode).toBe(401);
    expect((await injectAs(app, member, { method: 'PUT', url: BANNER, payload: body })).statusCode).toBe(403);
    expect((await injectAs(app, member, { method: 'GET', url: BANNER })).statusCode).toBe(403);
    const long = await injectAs(app, admin, {
      method: 'PUT',
      url: BANNER,
      payload: { text: 'x'.repeat(301) },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().messages[0]).toMatchObject({ field: 'text' });
    expect((await injectAs(app, admin, { method: 'GET', url: BANNER })).json().investigationBanner.text).toBe(
      '',
    );
  });
});

describe('MAINTENANCE=1', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp({ instance: { ...testConfig().instance, maintenance: true } });
  });
  afterAll(async () => app.close());

  it('answers 503 MAINTENANCE to every call but what the maintenance page needs', async () => {
    const { session } = await buildMember(app.db);
    for (const url of ['/api/v2/account/session', '/api/v2/meetings', '/api/v2/account/sign-in', '/mcp']) {
      const res = await injectAs(app, session, { method: url.endsWith('sign-in') ? 'POST' : 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().messages[0].id, url).toBe(MessageCode.Maintenance);
    }
    for (const url of [INSTANCE, FLAGS, '/api/v2/version', '/api/v2/health']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: INSTANCE })).json().instance.isUnderMaintenance).toBe(
      true,
    );
  });
});
