import { vi } from 'vitest';

/** One recorded call: method, path under /api/v2 (without the query), query and parsed JSON body. */
export type TApiCall = { method: string; path: string; search: string; body: unknown };

/** What a handler answers: a status (200 by default) and a JSON body (the envelope is added). */
export type TMockAnswer = { status?: number; body?: Record<string, unknown> };

type THandler = TMockAnswer | ((call: TApiCall) => TMockAnswer);

/**
 * Replaces `fetch` for component tests. Handlers are keyed `'METHOD /path'` (path under /api/v2);
 * a handler may be a list, answered in turn (the last one repeats). Unknown calls answer 404, so a
 * test notices a call it did not expect. `calls` lists every call made.
 */
export function mockApi(handlers: Record<string, THandler | THandler[]>) {
  const calls: TApiCall[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v2/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: TApiCall = { method, path, search: url.search, body };
    calls.push(call);
    const key = `${method} ${path}`;
    const entry = handlers[key];
    let handler: THandler | undefined;
    if (Array.isArray(entry)) {
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      handler = entry[Math.min(index, entry.length - 1)];
    } else handler = entry;
    const answer: TMockAnswer = handler
      ? typeof handler === 'function'
        ? handler(call)
        : handler
      : {
          status: 404,
          body: {
            succeeded: false,
            messages: [{ id: 'NOT_FOUND', type: 'error', text: `No mock for ${key}` }],
          },
        };
    const status = answer.status ?? 200;
    const payload = { succeeded: status < 400, messages: [], ...answer.body };
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to one `'METHOD /path'`. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** An error answer as the server sends it: one message, optionally on a field. */
export function errorAnswer(status: number, id: string, text: string, field?: string): TMockAnswer {
  return {
    status,
    body: { succeeded: false, messages: [{ id, type: 'error', text, ...(field ? { field } : {}) }] },
  };
}
