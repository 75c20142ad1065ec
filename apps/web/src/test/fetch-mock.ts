import { vi } from 'vitest';

/** One recorded call of the mocked fetch. */
export type TFetchCall = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials?: string;
};

/** An answer of the mocked server: a status and a JSON body, or a network failure. */
export type TFetchReply = { status?: number; body?: unknown } | 'network-error';

/**
 * Replaces `fetch` with a router of `METHOD /path` (query included) to replies; unknown calls
 * answer 404. Returns the recorded calls.
 */
export function mockFetch(routes: Record<string, TFetchReply | ((call: TFetchCall) => TFetchReply)>) {
  const calls: TFetchCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: TFetchCall = { url, method, headers, body, credentials: init?.credentials };
    calls.push(call);
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
    const reply = typeof route === 'function' ? route(call) : route;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const status = reply?.status ?? (reply ? 200 : 404);
    const payload =
      reply?.body ?? (reply ? { succeeded: true, messages: [] } : { succeeded: false, messages: [] });
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  return { calls, spy };
}
