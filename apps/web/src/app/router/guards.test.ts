import { DEFAULT_FEATURE_FLAGS } from '@cairn/domain/flags/feature-flags';
import { describe, expect, it } from 'vitest';
import { buildTestSession } from '../../test/sessions.ts';
import { decideAccess } from './guards.ts';
import { MODAL_ROUTES, NOT_FOUND_ROUTE, PAGE_ROUTES, type TAppRoute } from './route-table.ts';

const route = (id: string): TAppRoute => {
  const found = [...PAGE_ROUTES, ...MODAL_ROUTES].find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
};
const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });
const flags = DEFAULT_FEATURE_FLAGS;
const signedIn = buildTestSession();
const withoutOrg = buildTestSession({ orgId: null, org: null, person: null });

describe('the route guard (000 §2.2, 002 §2)', () => {
  it('leads a member of an organisation that requires two-factor to set it up first', () => {
    const required = buildTestSession({ org: { ...signedIn.org!, requireTwoFactor: true } });
    for (const id of ['home', 'org-detail']) {
      expect(decideAccess({ route: route(id), session: required, flags, location: at('/') })).toEqual({
        kind: 'redirect',
        to: '/account/two-factor',
      });
    }
    // The set-up page itself and the Manage account popup stay open.
    expect(
      decideAccess({
        route: route('two-factor-setup'),
        session: required,
        flags,
        location: at('/account/two-factor'),
      }),
    ).toEqual({ kind: 'render' });
    expect(
      decideAccess({ route: route('user-detail'), session: required, flags, location: at('/user/detail/1') }),
    ).toEqual({ kind: 'render' });
    // Once it is on, everything opens.
    const done = buildTestSession({
      org: { ...signedIn.org!, requireTwoFactor: true },
      user: { ...signedIn.user, twoFactorEnabled: true },
    });
    expect(decideAccess({ route: route('home'), session: done, flags, location: at('/') })).toEqual({
      kind: 'render',
    });
  });

  it('keeps an account a first single sign-on made on /register-sso until it accepts the policy', () => {
    const pending = buildTestSession({
      user: { ...withoutOrg.user, email: 'nia@corp.example', ssoTermsPending: true },
    });
    for (const id of ['home', 'welcome-tools', 'user-detail']) {
      expect(decideAccess({ route: route(id), session: pending, flags, location: at('/') })).toEqual({
        kind: 'redirect',
        to: '/register-sso?email=nia%40corp.example',
      });
    }
    expect(
      decideAccess({ route: route('register-sso'), session: pending, flags, location: at('/register-sso') }),
    ).toEqual({ kind: 'render' });
  });

  it('leads a member who signed in with a password where single sign-on is required to /sso-required', () => {
    const held = buildTestSession({ ssoRequired: true });
    for (const id of ['home', 'org-detail']) {
      expect(decideAccess({ route: route(id), session: held, flags, location: at('/') })).toEqual({
        kind: 'redirect',
        to: '/sso-required',
      });
    }
    expect(
      decideAccess({ route: route('sso-required'), session: held, flags, location: at('/sso-required') }),
    ).toEqual({ kind: 'render' });
    expect(decideAccess({ route: route('home'), session: signedIn, flags, location: at('/') })).toEqual({
      kind: 'render',
    });
  });

  it('sends an unsigned visitor of an account route to /login?redirect={path}', () => {
    expect(
      decideAccess({
        route: route('org-detail'),
        session: null,
        flags,
        location: at('/org/detail/7', '?x=1'),
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Forg%2Fdetail%2F7%3Fx%3D1',
    });
    expect(
      decideAccess({ route: route('org-create'), session: null, flags, location: at('/org/create') }),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Forg%2Fcreate',
    });
  });

  it('waits for the session before deciding an account route, but shows public routes at once', () => {
    expect(decideAccess({ route: route('home'), session: undefined, flags, location: at('/') })).toEqual({
      kind: 'loading',
    });
    expect(
      decideAccess({ route: route('login'), session: undefined, flags, location: at('/login') }),
    ).toEqual({ kind: 'render' });
    expect(decideAccess({ route: NOT_FOUND_ROUTE, session: null, flags, location: at('/nope') })).toEqual({
      kind: 'render',
    });
  });

  it('sends a signed-in user without organisation from an organisation route, home too, to the welcome route', () => {
    expect(
      decideAccess({ route: route('org-detail'), session: withoutOrg, flags, location: at('/org/detail/7') }),
    ).toEqual({
      kind: 'redirect',
      to: '/welcome/tools/user',
    });
    expect(decideAccess({ route: route('home'), session: withoutOrg, flags, location: at('/') })).toEqual({
      kind: 'redirect',
      to: '/welcome/tools/user',
    });
    expect(
      decideAccess({
        route: route('welcome-tools-user'),
        session: withoutOrg,
        flags,
        location: at('/welcome/tools/user'),
      }),
    ).toEqual({ kind: 'render' });
    expect(
      decideAccess({ route: route('org-create'), session: withoutOrg, flags, location: at('/org/create') }),
    ).toEqual({
      kind: 'render',
    });
  });

  it('sends a signed-in user away from the sign-in page, to ?redirect= when it is safe', () => {
    expect(
      decideAccess({
        route: route('login'),
        session: signedIn,
        flags,
        location: at('/login', '?redirect=%2Fstyle-guide'),
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/style-guide',
      state: { isAfterSignIn: true },
    });
    expect(
      decideAccess({
        route: route('login'),
        session: signedIn,
        flags,
        location: at('/login', '?redirect=https://evil.example'),
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/',
      state: { isAfterSignIn: true },
    });
  });

  it('answers not-found for a route whose flag is off', () => {
    const off = { ...flags, StyleGuide: false };
    expect(
      decideAccess({
        route: route('style-guide'),
        session: signedIn,
        flags: off,
        location: at('/style-guide'),
      }),
    ).toEqual({
      kind: 'not-found',
    });
    expect(
      decideAccess({ route: route('style-guide'), session: signedIn, flags, location: at('/style-guide') }),
    ).toEqual({
      kind: 'render',
    });
  });
});
