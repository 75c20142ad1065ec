import { LIVE_MEETING_ACTIONS } from '@cairn/domain/live-meeting/live-meeting.constants';
import {
  LIVE_ACTION_ENDPOINTS as A,
  LIVE_MEETING_ENDPOINTS as E,
} from '@cairn/domain/live-meeting/live-meeting.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { presentIssue } from '../issues/index.ts';
import type { TLiveMeetingService } from './live-meeting-actions.ts';
import type { createMeetingChecklistService } from './meeting-checklist.service.ts';
import type { createMeetingHistoryService } from './meeting-history.service.ts';

type TServices = {
  live: TLiveMeetingService;
  history: ReturnType<typeof createMeetingHistoryService>;
  checklist: ReturnType<typeof createMeetingChecklistService>;
};

/**
 * `GET live-meeting/{meetingThreadId}`, `POST live-meeting/{action}` (every action of 002 §7 plus
 * make-me-scribe, pause, resume), `GET time`, `GET meetings/{meetingThreadId}/history`,
 * `GET meeting-summary/{meetingId}` and the checklist calls (docs/api-live-meeting.md).
 */
export function registerLiveMeetingRoutes(api: FastifyInstance, services: TServices) {
  addRoute(api, E.time, async () => {
    const now = Date.now();
    return ok({ serverTime: new Date(now).toISOString(), time: now });
  });

  addRoute(api, E.get, async (request) =>
    ok({ liveMeeting: await services.live.get(orgActorOf(request), request.params.meetingThreadId) }),
  );

  for (const action of LIVE_MEETING_ACTIONS) {
    addRoute(api, A[action], async (request) => {
      const result = await services.live.act(orgActorOf(request), action, request.body as never);
      return ok({
        liveMeeting: result.liveMeeting,
        ...(result.issue ? { issue: presentIssue(result.issue) } : {}),
      });
    });
  }

  addRoute(api, E.history, async (request) =>
    ok(await services.history.history(orgActorOf(request), request.params.meetingThreadId, request.query)),
  );

  addRoute(api, E.summary, async (request) =>
    ok({ meeting: await services.history.summary(orgActorOf(request), request.params.meetingId) }),
  );

  addRoute(api, E.checklist, async (request) =>
    ok({ checklist: await services.checklist.get(orgActorOf(request), request.params.id) }),
  );

  addRoute(api, E.updateChecklist, async (request) =>
    ok({ checklist: await services.checklist.update(orgActorOf(request), request.params.id, request.body) }),
  );

  addRoute(api, E.resetChecklist, async (request) =>
    ok({ checklist: await services.checklist.reset(orgActorOf(request), request.params.id) }),
  );
}
