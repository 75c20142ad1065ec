import { SESSION_CONTEXT_HEADER } from '@cairn/domain/account/account.constants';
import { ASSISTANT_ENDPOINTS as E } from '@cairn/domain/assistant/assistant.endpoints';
import type { TChatMessage } from '@cairn/domain/assistant/assistant.schemas';
import type { TMessage } from '@cairn/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorToday } from '../../http/actor-today.ts';
import { addRoute } from '../../http/add-route.ts';
import { CSRF_HEADER } from '../../http/cookie-names.ts';
import { HttpError } from '../../http/errors.ts';
import { actorOf, orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import type { createAssistantService } from './assistant.service.ts';

const callOf = (request: FastifyRequest) => ({ today: actorToday(actorOf(request)), log: request.log });

/** The request's own credentials and organisation, which the chat's tools pass on to the routes they call. */
function chatCallOf(request: FastifyRequest) {
  const headers: Record<string, string> = {};
  for (const name of ['cookie', 'authorization', CSRF_HEADER, SESSION_CONTEXT_HEADER]) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return { ...callOf(request), caller: { headers, ip: request.ip } };
}

const wantsStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

/** Opens a server-sent event stream on the reply; answers the function that sends one event. */
function openEventStream(reply: FastifyReply) {
  // The stream is written raw; the headers set so far (security headers) go with it.
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value);
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  return (event: 'text' | 'done' | 'error', data: unknown) =>
    reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** The assistant's routes (docs/api-assistant.md). */
export function registerAssistantRoutes(
  api: FastifyInstance,
  service: ReturnType<typeof createAssistantService>,
) {
  addRoute(api, E.status, async () =>
    ok({ hasModel: service.hasModel, dailyLimit: api.config.aiDailyLimit }),
  );

  addRoute(api, E.interpret, async (request) => {
    const { result, messages } = await service.interpret(orgActorOf(request), request.body, callOf(request));
    return ok(result, messages);
  });

  addRoute(api, E.smartRock, async (request) => {
    const result = await service.smartRock(orgActorOf(request), request.body.description, callOf(request));
    return ok(result);
  });

  addRoute(api, E.chat, async (request, reply) => {
    const actor = orgActorOf(request);
    if (!wantsStream(request)) {
      return { succeeded: true, messages: await service.chat(actor, request.body, chatCallOf(request)) };
    }
    // Refusals (no model, the day's limit) come before the stream, as ordinary answers.
    const run = await service.streamChat(actor, request.body, chatCallOf(request));
    const send = openEventStream(reply);
    // A reader who leaves ends the model call rather than letting it run to its time limit.
    const left = new AbortController();
    reply.raw.on('close', () => left.abort());
    try {
      const messages: TChatMessage[] = await run((piece) => send('text', { text: piece }), left.signal);
      send('done', { succeeded: true, messages });
    } catch (error) {
      const messages: TMessage[] = error instanceof HttpError ? error.messages : [];
      send('error', { succeeded: false, messages });
    }
    reply.raw.end();
    return reply;
  });
}
