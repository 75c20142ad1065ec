import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import { MEETING_ENDPOINTS as E } from '@cairn/domain/meetings/meetings.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { HttpError } from '../../http/errors.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { presentMeeting } from './meetings.presenters.ts';
import type { TMeetingsService } from './meetings.service.ts';

/** `POST meetings`, `GET meeting/{id}`, `GET meetings?ids=`, `POST meetings/search` (docs/api.md, Meetings). */
export function registerMeetingRoutes(api: FastifyInstance, service: TMeetingsService) {
  addRoute(api, E.create, async (request) => {
    const meeting = await service.create(orgActorOf(request), request.body);
    const created = {
      id: 'MEETING_CREATED',
      type: 'success' as const,
      text: MEETING_TEXTS.created(meeting.row.title),
    };
    return ok({ meeting: presentMeeting(meeting) }, [created]);
  });

  addRoute(api, E.get, async (request) => {
    const meeting = await service.get(orgActorOf(request), request.params.id);
    return ok({ meeting: presentMeeting(meeting) });
  });

  addRoute(api, E.list, async (request) => {
    const meetings = await service.list(orgActorOf(request), request.query.ids);
    const now = new Date();
    return ok({ meetings: meetings.map((meeting) => presentMeeting(meeting, now)) });
  });

  addRoute(api, E.validate, async (request) => {
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
  });

  addRoute(api, E.search, async (request) => {
    const now = new Date();
    const page = await service.search(orgActorOf(request), request.body, now);
    return ok({ ...page, items: page.items.map((meeting) => presentMeeting(meeting, now)) });
  });
}
