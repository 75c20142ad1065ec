import type { FastifyInstance } from 'fastify';
import { registerMeetingChangeRoutes } from './meeting-changes.routes.ts';
import { createMeetingChangesService } from './meeting-changes.service.ts';
import { registerMeetingRoutes } from './meetings.routes.ts';
import { createMeetingsService } from './meetings.service.ts';

/** Meetings: their services and routes, under the `/api/v2` prefix. */
export async function registerMeetings(api: FastifyInstance) {
  registerMeetingRoutes(api, createMeetingsService(api));
  registerMeetingChangeRoutes(api, createMeetingChangesService(api));
}
