import type { TEndpoint } from '@cairn/domain/common/endpoint';
import type { TMessage } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';
import { callEndpoint as callRoute, type TCallInput, type TCallOutcome } from '../../http/call-endpoint.ts';

export type { TCallInput, TCallOutcome } from '../../http/call-endpoint.ts';

/** Who an MCP request is from, as its tool calls pass it on: the bearer header and the client's address. */
export type TMcpCaller = { authorization: string; ip: string };

/** Calls an endpoint's route in-process with the MCP request's own bearer token (http/call-endpoint.ts). */
export function callEndpoint(
  app: FastifyInstance,
  caller: TMcpCaller,
  endpoint: TEndpoint,
  input: TCallInput,
): Promise<TCallOutcome> {
  return callRoute(app, { headers: { authorization: caller.authorization }, ip: caller.ip }, endpoint, input);
}

/** A refusal's messages as lines an agent can act on: `field: text`, or the text alone. */
export function messageLines(messages: readonly TMessage[] | undefined): string[] {
  return (messages ?? []).map((message) =>
    message.field ? `${message.field}: ${message.text}` : message.text,
  );
}
