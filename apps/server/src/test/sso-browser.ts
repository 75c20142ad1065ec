import type { LightMyRequestResponse } from 'fastify';
import type { TTestApp } from './test-app.ts';

/** The cookie that binds a single sign-on to the browser that started it (sso.routes.ts). */
const SSO_STATE_COOKIE = 'cairn_sso';

/**
 * Signs in at the loopback provider as `login` through its development form, following its
 * redirects with a cookie jar, until it sends the browser back to `redirectUri`: answers that URL.
 */
async function loginAtProvider(authorizationUrl: string, login: string, redirectUri: string) {
  const jar = new Map<string, string>();
  const send = async (target: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return response;
  };
  let next = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await send(next, init);
    init = {};
    const location = response.headers.get('location');
    if (location) {
      const absolute = new URL(location, next).toString();
      if (absolute.startsWith(redirectUri)) return absolute;
      next = absolute;
      continue;
    }
    const page = await response.text();
    const uid = new URL(next).pathname.match(/\/interaction\/([^/]+)/)?.[1];
    if (response.status !== 200 || !uid)
      throw new Error(`provider answered ${response.status}: ${page.slice(0, 300)}`);
    next = `${new URL(next).origin}/interaction/${uid}`;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    };
  }
  throw new Error('provider: too many redirects');
}

/** What a browser's single sign-on came to: Cairn's callback answer and the cookies it set. */
export type TSsoResult = {
  response: LightMyRequestResponse;
  location: string;
  sessionToken: string | undefined;
  cookies: Record<string, string>;
};

/**
 * One browser's single sign-on against the test app: `POST sso/start`, the provider's form, then
 * Cairn's callback with the state cookie. `tamper` changes the authorization URL or the callback
 * before they are followed; `otherBrowser` brings the callback without the start's cookie.
 */
export async function ssoSignIn(
  app: TTestApp,
  login: string,
  options: {
    returnTo?: string;
    tamperAuthorization?: (url: URL) => void;
    tamperCallback?: (url: URL) => void;
    otherBrowser?: boolean;
  } = {},
): Promise<TSsoResult> {
  const start = await app.inject({
    method: 'POST',
    url: '/api/v2/sso/start',
    payload: options.returnTo ? { returnTo: options.returnTo } : {},
  });
  if (start.statusCode !== 200) throw new Error(`sso/start answered ${start.statusCode}: ${start.body}`);
  const state = start.cookies.find((cookie) => cookie.name === SSO_STATE_COOKIE);
  if (!state) throw new Error('sso/start set no state cookie');
  const authorization = new URL((start.json() as { url: string }).url);
  options.tamperAuthorization?.(authorization);
  const redirectUri = authorization.searchParams.get('redirect_uri') ?? '';
  const callback = new URL(await loginAtProvider(authorization.toString(), login, redirectUri));
  options.tamperCallback?.(callback);
  const response = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies: options.otherBrowser ? {} : { [SSO_STATE_COOKIE]: state.value },
  });
  const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
  return {
    response,
    location: String(response.headers.location ?? ''),
    sessionToken: cookies.cairn_session || undefined,
    cookies,
  };
}
