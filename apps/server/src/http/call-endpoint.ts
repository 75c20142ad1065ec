import { endpointUrl, type TEndpoint } from '@cairn/domain/common/endpoint';
import { errorMessage, MessageCode, type TMessage } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';

/** Who an in-process call is from: the credentials headers of the request it acts for, and its address. */
export type TRouteCaller = { headers: Record<string, string>; ip: string };

/** What a call sends to its endpoint: the path params, the query and the body its schemas name. */
export type TCallInput = { params?: unknown; query?: unknown; body?: unknown };

/** The route's answer: its status and its JSON (the envelope with the payload, or the refusal). */
export type TCallOutcome = {
  statusCode: number;
  answer: { succeeded?: boolean; messages?: TMessage[] } & Record<string, unknown>;
};

/**
 * Calls the route of a declared endpoint in-process (`app.inject`) with the caller's own
 * credentials. The call then passes exactly what a REST call passes: the guard (session or
 * token, CSRF, scopes, rate limits), the route's validation (422 per field), the service and
 * the area's policy. Nothing here decides who may do what (decision 0017): the MCP tools and
 * the chat's tools both read and write through it.
 */
export async function callEndpoint(
  app: FastifyInstance,
  caller: TRouteCaller,
  endpoint: TEndpoint,
  input: TCallInput,
): Promise<TCallOutcome> {
  const hasBody = endpoint.body !== undefined;
  const res = await app.inject({
    method: endpoint.method,
    url: `/api/v2${endpointUrl(endpoint, input)}`,
    remoteAddress: caller.ip,
    headers: {
      ...caller.headers,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: JSON.stringify(input.body ?? {}) } : {}),
  });
  try {
    return { statusCode: res.statusCode, answer: res.json() };
  } catch {
    // Every endpoint offered answers JSON; a body that is not is reported, never passed on raw.
    const text = `The call answered ${res.statusCode} without JSON.`;
    return {
      statusCode: res.statusCode,
      answer: { succeeded: false, messages: [errorMessage(MessageCode.Invalid, text)] },
    };
  }
}
