import { HttpResponse, http } from 'msw';
import { apiServer } from './api-server.ts';

/** One recorded call of the mocked fetch. */
export type TFetchCall = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials?: string;
};

/**
 * An answer of the mocked server: a status and a JSON body (or raw text of a content type, e.g.
 * an event stream), or a network failure.
 */
export type TFetchReply =
  | { status?: number; body?: unknown; text?: string; contentType?: string }
  | 'network-error';

/**
 * Answers every request through the one MSW server (test/api-server.ts) from a router of
 * `METHOD /path` (query included, or without it) to replies; unknown calls answer 404. Returns
 * the recorded calls, each with the path and query it was sent to.
 */
export function mockFetch(routes: Record<string, TFetchReply | ((call: TFetchCall) => TFetchReply)>) {
  const calls: TFetchCall[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const { pathname, search } = new URL(request.url);
      const text = await request.text();
      const call: TFetchCall = {
        url: `${pathname}${search}`,
        method: request.method,
        headers: Object.fromEntries(request.headers.entries()),
        body: text ? JSON.parse(text) : undefined,
        credentials: request.credentials,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.url}`] ?? routes[`${call.method} ${pathname}`];
      const reply = typeof route === 'function' ? route(call) : route;
      if (reply === 'network-error') return HttpResponse.error();
      const status = reply?.status ?? (reply ? 200 : 404);
      if (reply?.text !== undefined) {
        const headers = reply.contentType ? { 'content-type': reply.contentType } : undefined;
        return new HttpResponse(reply.text, { status, headers });
      }
      const payload =
        reply?.body ?? (reply ? { succeeded: true, messages: [] } : { succeeded: false, messages: [] });
      return HttpResponse.json(payload as Record<string, unknown>, { status });
    }),
  );
  return { calls };
}
