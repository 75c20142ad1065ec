import type { LightMyRequestResponse } from 'fastify';
import type { TTestApp } from './test-app.ts';

/**
 * A client that keeps the cookies the server sets and sends them back where their path allows,
 * as a browser (or an HTTP client with a cookie jar) does, from one client address.
 */
export function createBrowser(app: TTestApp, remoteAddress: string) {
  const jar = new Map<string, { value: string; path: string }>();
  const cookiesFor = (url: string) =>
    Object.fromEntries(
      [...jar].filter(([, cookie]) => url.startsWith(cookie.path)).map(([name, c]) => [name, c.value]),
    );
  const keep = (res: LightMyRequestResponse) => {
    for (const cookie of res.cookies) {
      const isGone = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires <= new Date());
      if (isGone) jar.delete(cookie.name);
      else jar.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
    return res;
  };
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    keep(await app.inject({ method, url, payload, remoteAddress, cookies: cookiesFor(url) }));
  return {
    post: (url: string, payload: object) => send('POST', url, payload),
    get: (url: string) => send('GET', url),
    /** The value of a cookie the browser holds now. */
    cookie: (name: string) => jar.get(name)?.value,
  };
}
