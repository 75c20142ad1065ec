import type { FastifyInstance } from 'fastify';
import { registerLiveMeetingRoutes } from './live-meeting.routes.ts';
import { createLiveMeetingService } from './live-meeting-actions.ts';
import { createMeetingChecklistService } from './meeting-checklist.service.ts';
import { createMeetingHistoryService } from './meeting-history.service.ts';

/** The live Level 10 meeting, its history and checklist, under the `/api/v2` prefix. */
export async function registerLiveMeeting(api: FastifyInstance) {
  registerLiveMeetingRoutes(api, {
    live: createLiveMeetingService(api),
    history: createMeetingHistoryService(api.db),
    checklist: createMeetingChecklistService(api),
  });
}
