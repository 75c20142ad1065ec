import type { FastifyInstance } from 'fastify';
import { registerAssistantRoutes } from './assistant.routes.ts';
import { createAssistantService } from './assistant.service.ts';

/** The assistant: its service and routes, under the `/api/v2` prefix. */
export async function registerAssistant(api: FastifyInstance) {
  registerAssistantRoutes(api, createAssistantService(api));
}
