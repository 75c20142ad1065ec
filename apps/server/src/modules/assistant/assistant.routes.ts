import { ASSISTANT_ENDPOINTS as E } from '@cairn/domain/assistant/assistant.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorToday } from '../../http/actor-today.ts';
import { addRoute } from '../../http/add-route.ts';
import { actorOf, orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import type { createAssistantService } from './assistant.service.ts';

const callOf = (request: FastifyRequest) => ({ today: actorToday(actorOf(request)), log: request.log });

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

  addRoute(api, E.chat, async (request) => {
    const content = await service.chat(orgActorOf(request), request.body, callOf(request));
    const message = {
      id: 'AI_ANSWER',
      type: 'info' as const,
      text: content,
      role: 'assistant' as const,
      content,
    };
    return { succeeded: true, messages: [message] };
  });
}
