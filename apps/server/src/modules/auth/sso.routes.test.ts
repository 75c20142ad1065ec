import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { SSO_TEXTS } from '@cairn/domain/account/sso.constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, orgs, sessions, users } from '../../db/schema/index.ts';
import { buildTeam, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { startOidcTestProvider, type TOidcTestProvider } from '../../test/oidc-test-provider.ts';
import { ssoSignIn } from '../../test/sso-browser.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';
import { totpCode, turnOnTwoFactor } from '../../test/two-factor-helpers.ts';
import { FEATURE_FLAGS_KEY, writeSetting } from '../platform/index.ts';

const APP_URL = 'http://localhost:39999';
let provider: TOidcTestProvider;
let app: TTestApp;

beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUri: `${APP_URL}/api/v2/sso/callback/oidc` });
  app = await createTestApp({
    appUrl: APP_URL,
    oidc: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      name: 'Test ID',
    },
  });
  await setSsoFlag(true);
});
afterAll(async () => {
  await app.close();
  await provider.close();
});

const setSsoFlag = (on: boolean) => writeSetting(app.db, FEATURE_FLAGS_KEY, { MicrosoftSso: on });
const unique = () => Math.random().toString(36).slice(2, 10);
const sessionOf = async (token: string) =>
  (await app.db.select().from(sessions).where(eq(sessions.token, token)))[0];
const userByEmail = async (email: string) =>
  (await app.db.select().from(users).where(eq(users.email, email)))[0];
const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  injectAs(app, token ? { token } : null, { method, url, ...(payload ? { payload } : {}) });

describe('GET sso and POST sso/start', () => {
  it('offers the provider by its name only while the MicrosoftSso flag is on; start is 404 when off', async () => {
    expect((await call(null, 'GET', '/api/v2/sso')).json().sso).toEqual({ name: 'Test ID' });
    await setSsoFlag(false);
    try {
      expect((await call(null, 'GET', '/api/v2/sso')).json().sso).toBeNull();
      expect((await call(null, 'POST', '/api/v2/sso/start', {})).statusCode).toBe(404);
    } finally {
      await setSsoFlag(true);
    }
  });

  it('answers the authorization URL with state, nonce and a PKCE challenge, and binds it to this browser', async () => {
    const res = await call(null, 'POST', '/api/v2/sso/start', { returnTo: '/meetings' });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe(provider.issuer);
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_URL}/api/v2/sso/callback/oidc`);
    const cookie = res.cookies.find((c) => c.name === 'cairn_sso');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v2/sso/callback/oidc' });
  });

  it('refuses a return address off this site with 422 on returnTo', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'meetings']) {
      const res = await call(null, 'POST', '/api/v2/sso/start', { returnTo });
      expect(res.statusCode, returnTo).toBe(422);
      expect(res.json().messages).toEqual([
        expect.objectContaining({ field: 'returnTo', text: SSO_TEXTS.badReturnTo }),
      ]);
    }
  });
});

describe('the callback', () => {
  it('a first sign-in of an unknown address makes the account and sends it to /register-sso to accept the policy', async () => {
    const email = `new-${unique()}@corp.example`;
    const first = await ssoSignIn(app, email, { returnTo: '/meetings' });
    expect(first.response.statusCode).toBe(302);
    expect(first.location).toBe(`/register-sso?email=${encodeURIComponent(email)}`);
    const token = first.sessionToken ?? '';
    expect((await sessionOf(token)).viaSso).toBe(true);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ ssoTermsPending: true, emailVerified: true, lastName: 'Provider' });

    // Until the policy is accepted only the session and this call answer.
    const session = await call(token, 'GET', '/api/v2/session');
    expect(session.json().user.ssoTermsPending).toBe(true);
    const blocked = await call(token, 'POST', '/api/v2/orgs', { name: 'Acme' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().messages[0]).toMatchObject({ id: 'SSO_TERMS_REQUIRED' });

    const unaccepted = await call(token, 'POST', '/api/v2/sso/register', {
      firstName: 'Nia',
      lastName: 'Ng',
    });
    expect(unaccepted.statusCode).toBe(422);
    expect(unaccepted.json().messages).toEqual([
      expect.objectContaining({ field: 'acceptTerms', text: ACCOUNT_TEXTS.termsRequired }),
    ]);
    const unnamed = await call(token, 'POST', '/api/v2/sso/register', {
      firstName: ' ',
      lastName: 'Ng',
      acceptTerms: true,
    });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().messages[0]).toMatchObject({ field: 'firstName' });
    expect((await userByEmail(email)).ssoTermsPending).toBe(true);

    const accepted = await call(token, 'POST', '/api/v2/sso/register', {
      firstName: 'Nia',
      lastName: 'Ng',
      acceptTerms: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().userId).toBe(user.id);
    expect(await userByEmail(email)).toMatchObject({
      ssoTermsPending: false,
      firstName: 'Nia',
      lastName: 'Ng',
    });
    expect((await call(token, 'POST', '/api/v2/orgs', { name: 'Acme' })).statusCode).toBe(201);
    // Accepting twice is refused: the call is for the pending account only.
    const again = await call(token, 'POST', '/api/v2/sso/register', {
      firstName: 'Nia',
      lastName: 'Ng',
      acceptTerms: true,
    });
    expect(again.statusCode).toBe(422);

    // The next sign-in goes straight to the page asked for.
    const second = await ssoSignIn(app, email, { returnTo: '/meetings?tab=all' });
    expect(second.location).toBe('/meetings?tab=all');
    expect((await sessionOf(second.sessionToken ?? '')).userId).toBe(user.id);
  });

  it('links an existing account when the provider says the address is verified', async () => {
    const existing = await buildUser(app.db, { email: `dana-${unique()}@corp.example` });
    const result = await ssoSignIn(app, existing.email);
    expect(result.location).toBe('/');
    expect((await sessionOf(result.sessionToken ?? '')).userId).toBe(existing.id);
    const linked = await app.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, 'oidc')));
    expect(linked).toHaveLength(1);
    expect((await userByEmail(existing.email)).ssoTermsPending).toBe(false);
  });

  it('never links an existing account to an address the provider did not verify', async () => {
    const existing = await buildUser(app.db, { email: `unverified.eve-${unique()}@corp.example` });
    const result = await ssoSignIn(app, existing.email);
    expect(result.location).toBe('/login?sso=notLinked');
    expect(result.sessionToken).toBeUndefined();
    const linked = await app.db.select().from(accounts).where(eq(accounts.userId, existing.id));
    expect(linked.map((a) => a.providerId)).toEqual(['credential']);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, existing.id))).toHaveLength(0);
  });

  it('refuses a tampered state, a callback in another browser and a tampered nonce; no session is made', async () => {
    const email = `mallory-${unique()}@corp.example`;
    const tamperedState = await ssoSignIn(app, email, {
      tamperCallback: (url) => url.searchParams.set('state', `${url.searchParams.get('state')}x`),
    });
    expect(tamperedState.location).toBe('/login?sso=expired');
    const otherBrowser = await ssoSignIn(app, email, { otherBrowser: true });
    expect(otherBrowser.location).toBe('/login?sso=expired');
    const tamperedNonce = await ssoSignIn(app, email, {
      tamperAuthorization: (url) => url.searchParams.set('nonce', 'a-nonce-this-sign-in-never-made'),
    });
    expect(tamperedNonce.location).toBe('/login?sso=failed');
    for (const result of [tamperedState, otherBrowser, tamperedNonce]) {
      expect(result.response.statusCode).toBe(302);
      expect(result.sessionToken).toBeUndefined();
    }
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('a callback with no state at all, or while single sign-on is off, goes back to sign-in', async () => {
    const bare = await app.inject({ method: 'GET', url: '/api/v2/sso/callback/oidc?code=abc' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/login?sso=expired');
    await setSsoFlag(false);
    try {
      const off = await app.inject({ method: 'GET', url: '/api/v2/sso/callback/oidc?code=abc&state=x' });
      expect(off.headers.location).toBe('/login?sso=unavailable');
    } finally {
      await setSsoFlag(true);
    }
  });

  it('an account with two-factor sign-in gives its code after the provider, and that session counts as single sign-on', async () => {
    const user = await buildUser(app.db, { email: `tess-${unique()}@corp.example` });
    const login = await call(null, 'POST', '/api/v2/session', { email: user.email, password: TEST_PASSWORD });
    const { secret } = await turnOnTwoFactor(app, { token: login.json().token });
    const result = await ssoSignIn(app, user.email, { returnTo: '/meetings' });
    expect(result.location).toBe(`/login?step=two-factor&redirect=${encodeURIComponent('/meetings')}`);
    expect(result.sessionToken).toBeUndefined();
    const pending = result.cookies.cairn_two_factor;
    expect(pending).toBeTruthy();
    const done = await app.inject({
      method: 'POST',
      url: '/api/v2/session/two-factor',
      payload: { code: totpCode(secret) },
      cookies: { cairn_two_factor: pending },
    });
    expect(done.statusCode).toBe(200);
    expect((await sessionOf(done.json().token)).viaSso).toBe(true);
  });
});

describe('PUT org/{id}/sso', () => {
  it('answers 401 without a session, 403 for an Admin, 404 for another organisation', async () => {
    const team = await buildTeam(app.db);
    const other = await buildTeam(app.db);
    const body = { requiredDomain: 'example.com' };
    expect((await call(null, 'PUT', `/api/v2/org/${team.orgId}/sso`, body)).statusCode).toBe(401);
    expect(
      (await call(team.admin.session.token, 'PUT', `/api/v2/org/${team.orgId}/sso`, body)).statusCode,
    ).toBe(403);
    expect(
      (await call(team.owner.session.token, 'PUT', `/api/v2/org/${other.orgId}/sso`, body)).statusCode,
    ).toBe(404);
    const [row] = await app.db.select().from(orgs).where(eq(orgs.id, other.orgId));
    expect(row.ssoRequiredDomain).toBeNull();
  });

  it("refuses a bad domain, another domain than the Owner's, and an Owner who has not signed in with it", async () => {
    const team = await buildTeam(app.db);
    const url = `/api/v2/org/${team.orgId}/sso`;
    const owner = team.owner.session.token;
    const cases: [unknown, string][] = [
      ['not a domain', SSO_TEXTS.badDomain],
      ['other.example', SSO_TEXTS.ownDomainOnly],
      ['example.com', SSO_TEXTS.ownerSignInFirst],
    ];
    for (const [requiredDomain, text] of cases) {
      const res = await call(owner, 'PUT', url, { requiredDomain });
      expect(res.statusCode, String(requiredDomain)).toBe(422);
      expect(res.json().messages).toEqual([expect.objectContaining({ field: 'requiredDomain', text })]);
    }
    const [row] = await app.db.select().from(orgs).where(eq(orgs.id, team.orgId));
    expect(row.ssoRequiredDomain).toBeNull();
  });

  it('holds the members of the domain to single sign-on, never the Owner', async () => {
    const team = await buildTeam(app.db);
    const ownerSso = await ssoSignIn(app, team.owner.user.email);
    const ownerToken = ownerSso.sessionToken ?? '';
    await call(ownerToken, 'PUT', `/api/v2/session/org/${team.orgId}`);
    const set = await call(ownerToken, 'PUT', `/api/v2/org/${team.orgId}/sso`, {
      requiredDomain: 'EXAMPLE.com',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().requiredDomain).toBe('example.com');

    const orgUrl = `/api/v2/org/${team.orgId}`;
    const blocked = await call(team.member.session.token, 'GET', orgUrl);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().messages[0]).toMatchObject({ id: 'SSO_REQUIRED', text: SSO_TEXTS.required });
    const session = await call(team.member.session.token, 'GET', '/api/v2/session');
    expect(session.json()).toMatchObject({ ssoRequired: true, org: { ssoRequiredDomain: 'example.com' } });
    // The Owner's password session still works: the Owner can always turn it off.
    expect((await call(team.owner.session.token, 'GET', orgUrl)).statusCode).toBe(200);

    const memberSso = await ssoSignIn(app, team.member.user.email);
    const memberToken = memberSso.sessionToken ?? '';
    await call(memberToken, 'PUT', `/api/v2/session/org/${team.orgId}`);
    expect((await call(memberToken, 'GET', orgUrl)).statusCode).toBe(200);

    // Switched off, the requirement lapses; and the Owner removes it.
    await setSsoFlag(false);
    try {
      expect((await call(team.member.session.token, 'GET', orgUrl)).statusCode).toBe(200);
    } finally {
      await setSsoFlag(true);
    }
    const cleared = await call(team.owner.session.token, 'PUT', `/api/v2/org/${team.orgId}/sso`, {
      requiredDomain: null,
    });
    expect(cleared.json().requiredDomain).toBeNull();
    expect((await call(team.member.session.token, 'GET', orgUrl)).statusCode).toBe(200);
  });
});

describe('POST sso/register', () => {
  it('answers 401 without a session and 422 for an account not made by single sign-on', async () => {
    const body = { firstName: 'A', lastName: 'B', acceptTerms: true };
    expect((await call(null, 'POST', '/api/v2/sso/register', body)).statusCode).toBe(401);
    const team = await buildTeam(app.db);
    const res = await call(team.member.session.token, 'POST', '/api/v2/sso/register', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0]).toMatchObject({ field: 'acceptTerms', text: SSO_TEXTS.termsPendingOnly });
  });
});
