import { endpointUrl, type TEndpoint } from '@cairn/domain/common/endpoint';
import { errorMessage, MessageCode, type TMessage } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';

/** Who an MCP request is from, as its tool calls pass it on: the bearer header and the client's address. */
export type TMcpCaller = { authorization: string; ip: string };

/** What a tool sends to its endpoint: the path params, the query and the body its schemas name. */
export type TCallInput = { params?: unknown; query?: unknown; body?: unknown };

/** The route's answer: its status and its JSON (the envelope with the payload, or the refusal). */
export type TCallOutcome = {
  statusCode: number;
  answer: { succeeded?: boolean; messages?: TMessage[] } & Record<string, unknown>;
};

/**
 * Calls the route of a declared endpoint in-process (`app.inject`) with the MCP request's own
 * bearer token. The call then passes exactly what a REST call passes: the guard (token, scopes,
 * its rate limit and its `events` row), the route's validation (422 per field), the service and
 * the area's policy. Nothing here decides who may do what (decision 0017).
 */
export async function callEndpoint(
  app: FastifyInstance,
  caller: TMcpCaller,
  endpoint: TEndpoint,
  input: TCallInput,
): Promise<TCallOutcome> {
  const hasBody = endpoint.body !== undefined;
  const res = await app.inject({
    method: endpoint.method,
    url: `/api/v2${endpointUrl(endpoint, input)}`,
    remoteAddress: caller.ip,
    headers: {
      authorization: caller.authorization,
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

/** A refusal's messages as lines an agent can act on: `field: text`, or the text alone. */
export function messageLines(messages: readonly TMessage[] | undefined): string[] {
  return (messages ?? []).map((message) =>
    message.field ? `${message.field}: ${message.text}` : message.text,
  );
}
