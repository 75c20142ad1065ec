import { ZIdParam, ZIdsQuery } from '@cairn/domain/common/ids.schemas';
import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import {
  ZCreateMeetingRequest,
  ZMeetingAnswer,
  ZMeetingSearchAnswer,
  ZMeetingSearchRequest,
  ZMeetingsAnswer,
  ZMeetingValidAnswer,
} from '@cairn/domain/meetings/meetings.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import { presentMeeting } from './meetings.presenters.ts';
import type { TMeetingsService } from './meetings.service.ts';

const tags = ['meetings'];

/** `POST meetings`, `GET meeting/{id}`, `GET meetings?ids=`, `POST meetings/search` (docs/api.md, Meetings). */
export function registerMeetingRoutes(api: FastifyInstance, service: TMeetingsService) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/meetings',
    {
      config: { permission: 'meetings.create' },
      schema: { tags, body: ZCreateMeetingRequest, response: { 201: ZMeetingAnswer } },
    },
    async (request, reply) => {
      const meeting = await service.create(orgActorOf(request), request.body);
      const created = {
        id: 'MEETING_CREATED',
        type: 'success' as const,
        text: MEETING_TEXTS.created(meeting.row.title),
      };
      return reply.status(201).send(ok({ meeting: presentMeeting(meeting) }, [created]));
    },
  );

  r.get(
    '/meeting/:id',
    {
      config: { permission: 'meetings.read' },
      schema: { tags, params: ZIdParam, response: { 200: ZMeetingAnswer } },
    },
    async (request) => {
      const meeting = await service.get(orgActorOf(request), request.params.id);
      return ok({ meeting: presentMeeting(meeting) });
    },
  );

  r.get(
    '/meetings',
    {
      config: { permission: 'meetings.read' },
      schema: { tags, querystring: ZIdsQuery, response: { 200: ZMeetingsAnswer } },
    },
    async (request) => {
      const meetings = await service.list(orgActorOf(request), request.query.ids);
      const now = new Date();
      return ok({ meetings: meetings.map((meeting) => presentMeeting(meeting, now)) });
    },
  );

  r.get(
    '/meetings/validate/:id',
    {
      config: { permission: 'meetings.read' },
      schema: { tags, params: ZIdParam, response: { 200: ZMeetingValidAnswer } },
    },
    async (request) => {
      // Whether a meeting link can be opened by the caller: a meeting of their organisation they
      // are not invited to is not valid; none at all, or another organisation's, is 404 as always.
      try {
        const { row } = await service.get(orgActorOf(request), request.params.id);
        return ok({
          isValid: true,
          meeting: { id: row.id, title: row.title, isArchived: row.archivedAt !== null },
        });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 403) {
          return ok({ isValid: false, meeting: null });
        }
        throw error;
      }
    },
  );

  r.post(
    '/meetings/search',
    {
      config: { permission: 'meetings.read' },
      schema: { tags, body: ZMeetingSearchRequest, response: { 200: ZMeetingSearchAnswer } },
    },
    async (request) => {
      const now = new Date();
      const page = await service.search(orgActorOf(request), request.body, now);
      return ok({ ...page, items: page.items.map((meeting) => presentMeeting(meeting, now)) });
    },
  );
}
