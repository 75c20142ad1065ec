import { DEFAULT_FEATURE_FLAGS } from '@cairn/domain/flags/feature-flags';
import { HttpResponse, http } from 'msw';
import { apiServer } from '../../test/api-server.ts';

/** One recorded call: method, path under /api/v2 (without the query), query and parsed JSON body. */
export type TApiCall = { method: string; path: string; search: string; body: unknown };

/** What a handler answers: a status (200 by default) and a JSON body (the envelope is added). */
export type TMockAnswer = { status?: number; body?: Record<string, unknown> };

/** A JSON body parsed; any other (a multipart upload) kept as its text. */
const jsonOrText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

type THandler = TMockAnswer | ((call: TApiCall) => TMockAnswer);

const FEATURE_FLAGS_CALL = 'GET /app-configuration/feature-flags';

/**
 * Answers the API for component tests (through the one MSW server, test/api-server.ts). Handlers
 * are keyed `'METHOD /path'` (path under /api/v2); a handler may be a list, answered in turn (the
 * last one repeats). Unknown calls answer 404, so a test notices a call it did not expect.
 * `calls` lists every call made.
 */
export function mockApi(given: Record<string, THandler | THandler[]>) {
  // The instance's feature flags, which many screens read, answer their defaults unless a test
  // says otherwise: a refused flags call shows a toast that races the test's own alerts.
  const handlers: Record<string, THandler | THandler[]> = {
    [FEATURE_FLAGS_CALL]: { body: { featureFlags: DEFAULT_FEATURE_FLAGS } },
    ...given,
  };
  const calls: TApiCall[] = [];
  const used = new Map<string, number>();
  const handlerOf = (key: string): THandler | undefined => {
    const entry = handlers[key];
    if (!Array.isArray(entry)) return entry;
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    return entry[Math.min(index, entry.length - 1)];
  };
  apiServer.use(
    http.all('*/api/v2/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const call: TApiCall = {
        method: request.method,
        path: url.pathname.replace(/^\/api\/v2/, ''),
        search: url.search,
        body: text ? jsonOrText(text) : undefined,
      };
      calls.push(call);
      const key = `${call.method} ${call.path}`;
      const handler = handlerOf(key);
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
      return HttpResponse.json({ succeeded: status < 400, messages: [], ...answer.body }, { status });
    }),
  );
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
