import { PERSON_PREFERENCE_TEXTS } from '@cairn/domain/account/person-preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildOrg } from '../../test/factories.ts';
import { createTestApp, injectAs, type TTestApp } from '../../test/test-app.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const put = (session: { token: string } | null, url: string) =>
  session
    ? injectAs(app, session, { method: 'PUT', url: `/api/v2${url}` })
    : app.inject({ method: 'PUT', url: `/api/v2${url}` });

const sessionUser = async (session: { token: string }) =>
  (await injectAs(app, session, { method: 'GET', url: '/api/v2/session' })).json().user;

describe('PUT user/theme and user/dashboard (002 §7)', () => {
  it('keeps each choice per organisation, answers both, and GET session carries them', async () => {
    const owner = await buildMember(app.db, 'Owner');
    const { org: second } = await buildOrg(app.db, owner.user, 'Second Co');
    expect(await sessionUser(owner.session)).toMatchObject({ theme: 0, dashboard: 1 });

    const theme = await put(owner.session, `/user/theme/${owner.org.id}/1`);
    expect(theme.statusCode).toBe(200);
    expect(theme.json().preferences).toEqual({ theme: 1, dashboard: 1 });
    const home = await put(owner.session, `/user/dashboard/${owner.org.id}/0`);
    expect(home.json().preferences).toEqual({ theme: 1, dashboard: 0 });
    expect(await sessionUser(owner.session)).toMatchObject({ theme: 1, dashboard: 0 });

    // The other organisation of the same user keeps its own (default) choices.
    expect((await put(owner.session, `/user/theme/${second.id}/2`)).json().preferences).toEqual({
      theme: 2,
      dashboard: 1,
    });
    expect(await sessionUser(owner.session)).toMatchObject({ theme: 1, dashboard: 0 });
  });

  it('refuses a value off the list with 422 and changes nothing', async () => {
    const member = await buildMember(app.db, 'Owner');
    for (const [url, text] of [
      [`/user/theme/${member.org.id}/3`, PERSON_PREFERENCE_TEXTS.theme],
      [`/user/theme/${member.org.id}/-1`, PERSON_PREFERENCE_TEXTS.theme],
      [`/user/theme/${member.org.id}/dark`, PERSON_PREFERENCE_TEXTS.theme],
      [`/user/dashboard/${member.org.id}/2`, PERSON_PREFERENCE_TEXTS.dashboard],
      [`/user/dashboard/${member.org.id}/0.5`, PERSON_PREFERENCE_TEXTS.dashboard],
    ] as const) {
      const res = await put(member.session, url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().messages.map((m: { text: string }) => m.text)).toContain(text);
    }
    expect(await sessionUser(member.session)).toMatchObject({ theme: 0, dashboard: 1 });
  });

  it('answers 401 without a session and 404 for an organisation the caller is not in', async () => {
    const member = await buildMember(app.db, 'Member');
    const stranger = await buildMember(app.db, 'Owner');
    expect((await put(null, `/user/theme/${member.org.id}/1`)).statusCode).toBe(401);
    expect((await put(member.session, `/user/theme/${stranger.org.id}/1`)).statusCode).toBe(404);
    expect((await put(member.session, `/user/dashboard/${stranger.org.id}/0`)).statusCode).toBe(404);
    expect(await sessionUser(stranger.session)).toMatchObject({ theme: 0, dashboard: 1 });
  });
});
