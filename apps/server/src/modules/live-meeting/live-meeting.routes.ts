import { ZIdParam } from '@cairn/domain/common/ids.schemas';
import { ZIssue } from '@cairn/domain/issues/issues.schemas';
import {
  LIVE_MEETING_ACTIONS,
  type TLiveMeetingAction,
} from '@cairn/domain/live-meeting/live-meeting.constants';
import {
  LIVE_ACTION_BODIES,
  ZLiveActionHead,
  ZLiveMeetingAnswer,
} from '@cairn/domain/live-meeting/live-meeting.schemas';
import {
  ZChecklistAnswer,
  ZMeetingHistoryAnswer,
  ZMeetingHistoryQuery,
  ZMeetingSummaryAnswer,
  ZServerTimeAnswer,
  ZUpdateChecklistRequest,
} from '@cairn/domain/live-meeting/live-meeting-history.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import { presentIssue } from '../issues/issues.presenters.ts';
import type { TLiveMeetingService } from './live-meeting-actions.ts';
import type { createMeetingChecklistService } from './meeting-checklist.service.ts';
import type { createMeetingHistoryService } from './meeting-history.service.ts';

const tags = ['live-meeting'];
const read = { permission: 'content.read' } as const;
const change = { permission: 'content.change' } as const;
const ZThreadParam = z.object({ meetingThreadId: z.uuid() });
const ZMeetingIdParam = z.object({ meetingId: z.uuid() });

/** The answer of an action; the add-*-as-issue calls add the issue they made. */
const ZActionAnswer = ZLiveMeetingAnswer.extend({ issue: ZIssue.optional() });

const bodyOf = (action: TLiveMeetingAction) =>
  (LIVE_ACTION_BODIES as Partial<Record<TLiveMeetingAction, typeof ZLiveActionHead>>)[action] ??
  ZLiveActionHead;

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
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/time',
    { config: { public: true }, schema: { tags, response: { 200: ZServerTimeAnswer } } },
    async () => {
      const now = Date.now();
      return ok({ serverTime: new Date(now).toISOString(), time: now });
    },
  );

  r.get(
    '/live-meeting/:meetingThreadId',
    { config: read, schema: { tags, params: ZThreadParam, response: { 200: ZLiveMeetingAnswer } } },
    async (request) =>
      ok({ liveMeeting: await services.live.get(orgActorOf(request), request.params.meetingThreadId) }),
  );

  for (const action of LIVE_MEETING_ACTIONS) {
    r.post(
      `/live-meeting/${action}`,
      { config: change, schema: { tags, body: bodyOf(action), response: { 200: ZActionAnswer } } },
      async (request) => {
        const result = await services.live.act(orgActorOf(request), action, request.body as never);
        return ok({
          liveMeeting: result.liveMeeting,
          ...(result.issue ? { issue: presentIssue(result.issue) } : {}),
        });
      },
    );
  }

  r.get(
    '/meetings/:meetingThreadId/history',
    {
      config: read,
      schema: {
        tags,
        params: ZThreadParam,
        querystring: ZMeetingHistoryQuery,
        response: { 200: ZMeetingHistoryAnswer },
      },
    },
    async (request) =>
      ok(await services.history.history(orgActorOf(request), request.params.meetingThreadId, request.query)),
  );

  r.get(
    '/meeting-summary/:meetingId',
    { config: read, schema: { tags, params: ZMeetingIdParam, response: { 200: ZMeetingSummaryAnswer } } },
    async (request) =>
      ok({ meeting: await services.history.summary(orgActorOf(request), request.params.meetingId) }),
  );

  r.get(
    '/meeting/:id/getchecklist',
    { config: read, schema: { tags, params: ZIdParam, response: { 200: ZChecklistAnswer } } },
    async (request) =>
      ok({ checklist: await services.checklist.get(orgActorOf(request), request.params.id) }),
  );

  r.put(
    '/meeting/:id/updatechecklist',
    {
      config: change,
      schema: { tags, params: ZIdParam, body: ZUpdateChecklistRequest, response: { 200: ZChecklistAnswer } },
    },
    async (request) =>
      ok({
        checklist: await services.checklist.update(orgActorOf(request), request.params.id, request.body),
      }),
  );

  r.put(
    '/meeting/:id/resetchecklist',
    { config: change, schema: { tags, params: ZIdParam, response: { 200: ZChecklistAnswer } } },
    async (request) =>
      ok({ checklist: await services.checklist.reset(orgActorOf(request), request.params.id) }),
  );
}
