import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { BILLING_OFF_SUBSCRIPTION } from '@cairn/domain/account/session.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../../db/schema/index.ts';
import { cookieValue } from '../../test/auth-helpers.ts';
import { buildMember, buildOrg, buildPerson, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';
import { SIGN_IN_FAILURE_LIMIT } from './session.routes.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const signIn = (email: string, password: string, ip = '10.2.0.1') =>
  app.inject({ method: 'POST', url: '/api/v2/session', payload: { email, password }, remoteAddress: ip });

describe('POST session (sign in)', () => {
  it('signs in, sets the cookies, answers a bearer token, and a new session id every time', async () => {
    const user = await buildUser(app.db, { email: 'grace@example.com' });
    const first = await signIn('Grace@Example.com', TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(cookieValue(first.headers['set-cookie'], 'cairn_session')).toBe(first.json().token);
    const second = await signIn('grace@example.com', TEST_PASSWORD);
    const a = await injectAs(app, { token: first.json().token }, { method: 'GET', url: '/api/v2/session' });
    const b = await injectAs(app, { token: second.json().token }, { method: 'GET', url: '/api/v2/session' });
    expect(a.json().user.id).toBe(user.id);
    expect(a.json().session.id).not.toBe(b.json().session.id);
  });

  it('answers the same text for a wrong password and an unknown email', async () => {
    await buildUser(app.db, { email: 'wrong@example.com' });
    for (const res of [
      await signIn('wrong@example.com', 'Nope-12345'),
      await signIn('ghost@example.com', 'Nope-12345'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().messages[0].text).toBe(ACCOUNT_TEXTS.badCredentials);
    }
  });

  it(`refuses after ${SIGN_IN_FAILURE_LIMIT} failures a minute with 429, even with the right password`, async () => {
    await buildUser(app.db, { email: 'target@example.com' });
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i += 1) {
      expect((await signIn('target@example.com', 'Guess-0000', '10.3.3.3')).statusCode).toBe(401);
    }
    const blocked = await signIn('target@example.com', TEST_PASSWORD, '10.3.3.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().messages[0].text).toBe(ACCOUNT_TEXTS.tooManyAttempts);
    expect((await signIn('target@example.com', TEST_PASSWORD, '10.4.4.4')).statusCode).toBe(200);
  });

  it('asks an unverified user for the code and mails a new one', async () => {
    const user = await buildUser(app.db, { email: 'unverified@example.com' });
    await app.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const res = await signIn('unverified@example.com', TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].id).toBe('AUTH_EMAIL_NOT_VERIFIED');
  });

  it('answers 422 per field for an empty body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/session', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .messages.map((m: { field: string }) => m.field)
        .sort(),
    ).toEqual(['email', 'password']);
  });
});

describe('GET session', () => {
  it('answers 401 without a session and after the token is unknown', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v2/session' })).statusCode).toBe(401);
    expect(
      (await injectAs(app, { token: 'nope' }, { method: 'GET', url: '/api/v2/session' })).statusCode,
    ).toBe(401);
  });

  it("answers the user's organisation, person, role and permissions", async () => {
    const { session, org, person } = await buildMember(app.db, 'Owner');
    const res = await injectAs(app, session, {
      method: 'GET',
      url: '/api/v2/session?offset=-60&tz=Europe/Paris',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      succeeded: true,
      orgId: org.id,
      org: { id: org.id, name: org.name },
      person: { id: person.id, role: 'Owner' },
    });
    expect(res.json().permissions).toContain('Update|Billing');
  });

  it("carries the user's licences, permissions, language, scorecard preferences and the subscription", async () => {
    const { session, org } = await buildMember(app.db, 'Owner');
    const observer = await buildMember(app.db, 'Observer', org.id);
    const preference = await injectAs(app, session, {
      method: 'PUT',
      url: `/api/v2/user/show-total/${org.id}/true`,
    });
    expect(preference.statusCode).toBe(200);
    const res = await injectAs(app, session, {
      method: 'GET',
      url: '/api/v2/session',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    });
    const { user, subscription } = res.json();
    expect(user).toMatchObject({
      userLocale: 'de-DE',
      licenses: [{ orgId: org.id, hasLicense: true }],
      reverseScorecard: false,
      showAverage: true,
      showTotal: true,
    });
    expect(user.permissions).toContain('Update|Billing');
    expect(subscription).toEqual(BILLING_OFF_SUBSCRIPTION);
    const asObserver = (
      await injectAs(app, observer.session, { method: 'GET', url: '/api/v2/session' })
    ).json();
    expect(asObserver.user).toMatchObject({
      userLocale: 'en',
      licenses: [{ orgId: org.id, hasLicense: false }],
    });
    expect(asObserver.user.permissions).not.toContain('Update|Billing');
  });
});

describe('organisation switching and preferences', () => {
  it('switches to an organisation of the user and refuses another one with 404', async () => {
    const { user, session, org } = await buildMember(app.db, 'Owner');
    const { org: second } = await buildOrg(app.db, user, 'Second');
    const stranger = await buildMember(app.db, 'Owner');
    const denied = await injectAs(app, session, {
      method: 'PUT',
      url: `/api/v2/session/org/${stranger.org.id}`,
    });
    expect(denied.statusCode).toBe(404);
    const switched = await injectAs(app, session, { method: 'PUT', url: `/api/v2/session/org/${second.id}` });
    expect(switched.statusCode).toBe(200);
    const now = await injectAs(app, session, { method: 'GET', url: '/api/v2/session' });
    expect(now.json().orgId).toBe(second.id);
    expect(now.json().user.orgs.map((o: { id: string }) => o.id)).toEqual([org.id, second.id]);
  });

  it('saves the menu preference and the default organisation', async () => {
    const { user, session, org } = await buildMember(app.db, 'Owner');
    const res = await injectAs(app, session, {
      method: 'PUT',
      url: '/api/v2/session/user/navBarPreference?open=false',
    });
    expect(res.statusCode).toBe(200);
    const bad = await injectAs(app, session, {
      method: 'PUT',
      url: '/api/v2/session/user/navBarPreference?open=maybe',
    });
    expect(bad.statusCode).toBe(422);
    await injectAs(app, session, { method: 'PUT', url: `/api/v2/account/defaultorg/${org.id}` });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.navBarOpen).toBe(false);
    expect(row.defaultOrgId).toBe(org.id);
    // Each is a change of the user, recorded like any other (the refused one wrote nothing).
    const changes = await app.db.select().from(events).where(eq(events.entityId, user.id));
    expect(changes).toHaveLength(2);
    expect(changes.map((change) => [change.entityType, change.data])).toEqual(
      expect.arrayContaining([
        ['user', { navBarOpen: false }],
        ['user', { defaultOrgId: org.id }],
      ]),
    );
  });

  it('a pending person (not registered) is not a membership of anyone', async () => {
    const { session, org } = await buildMember(app.db, 'Owner');
    await buildPerson(app.db, org.id, { email: 'later@example.com' });
    const res = await injectAs(app, session, { method: 'GET', url: '/api/v2/session' });
    expect(res.json().user.orgs).toHaveLength(1);
  });
});

describe('CSRF on cookie sessions', () => {
  it('refuses a cookie-authenticated change without the header and accepts it with the header', async () => {
    await buildUser(app.db, { email: 'csrf@example.com' });
    const signedIn = await signIn('csrf@example.com', TEST_PASSWORD, '10.5.5.5');
    const sessionCookie = cookieValue(signedIn.headers['set-cookie'], 'cairn_session');
    const csrf = cookieValue(signedIn.headers['set-cookie'], 'cairn_csrf');
    const cookie = `cairn_session=${sessionCookie}; cairn_csrf=${csrf}`;
    const url = '/api/v2/session/user/navBarPreference?open=true';
    expect((await app.inject({ method: 'PUT', url, headers: { cookie } })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'PUT', url, headers: { cookie, 'x-csrf-token': 'forged' } })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'PUT', url, headers: { cookie, 'x-csrf-token': csrf } })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v2/session', headers: { cookie } })).statusCode,
    ).toBe(200);
  });
});

describe('DELETE session (sign out)', () => {
  it('kills the session on the server and clears the cookies', async () => {
    const { session } = await buildMember(app.db);
    const res = await injectAs(app, session, { method: 'DELETE', url: `/api/v2/session/${session.id}` });
    expect(res.statusCode).toBe(200);
    expect((await injectAs(app, session, { method: 'GET', url: '/api/v2/session' })).statusCode).toBe(401);
  });

  it("answers 404 for someone else's session and leaves it alive", async () => {
    const mine = await buildMember(app.db);
    const theirs = await buildMember(app.db);
    const res = await injectAs(app, mine.session, {
      method: 'DELETE',
      url: `/api/v2/session/${theirs.session.id}`,
    });
    expect(res.statusCode).toBe(404);
    expect((await injectAs(app, theirs.session, { method: 'GET', url: '/api/v2/session' })).statusCode).toBe(
      200,
    );
  });

  it('signs out of the other sessions only', async () => {
    await buildUser(app.db, { email: 'many@example.com' });
    const a = (await signIn('many@example.com', TEST_PASSWORD, '10.6.6.6')).json().token;
    const b = (await signIn('many@example.com', TEST_PASSWORD, '10.6.6.6')).json().token;
    // b has just been used, so a node may hold its context: ending it must still end it at once.
    expect((await injectAs(app, { token: b }, { method: 'GET', url: '/api/v2/session' })).statusCode).toBe(
      200,
    );
    const res = await injectAs(app, { token: a }, { method: 'DELETE', url: '/api/v2/session/others' });
    expect(res.json().endedSessions).toBe(1);
    expect((await injectAs(app, { token: a }, { method: 'GET', url: '/api/v2/session' })).statusCode).toBe(
      200,
    );
    expect((await injectAs(app, { token: b }, { method: 'GET', url: '/api/v2/session' })).statusCode).toBe(
      401,
    );
  });
});
