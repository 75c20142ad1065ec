import { MEETING_ENDPOINTS as E } from '@cairn/domain/meetings/meetings.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import type { TMeetingChangesService } from './meeting-changes.service.ts';
import { presentMeeting } from './meetings.presenters.ts';

/**
 * `PUT meeting/{id}`, `/color-tag`, `/owner`, `/favorite`, `/restore`, `DELETE meeting/{id}` and
 * `PUT org/leadershipteam/{meetingId}/{isLeadershipTeam}` (docs/api.md, Meetings).
 */
export function registerMeetingChangeRoutes(api: FastifyInstance, service: TMeetingChangesService) {
  addRoute(api, E.update, async (request) => {
    const meeting = await service.update(orgActorOf(request), request.params.id, request.body);
    return ok({ meeting: presentMeeting(meeting) });
  });

  addRoute(api, E.setColorTag, async (request) => {
    const { meeting, text } = await service.setColorTag(orgActorOf(request), request.params.id, request.body);
    return ok({ meeting: presentMeeting(meeting) }, [
      { id: 'MEETING_COLOR_TAG_UPDATED', type: 'success', text },
    ]);
  });

  addRoute(api, E.setOwner, async (request) => {
    const meeting = await service.setOwner(orgActorOf(request), request.params.id, request.body);
    return ok({ meeting: presentMeeting(meeting) });
  });

  addRoute(api, E.setFavorite, async (request) => {
    const meeting = await service.setFavorite(
      orgActorOf(request),
      request.params.id,
      request.body.isFavorite,
    );
    return ok({ meeting: presentMeeting(meeting) });
  });

  addRoute(api, E.archive, async (request) => {
    const meeting = await service.archive(orgActorOf(request), request.params.id);
    return ok({ meeting: presentMeeting(meeting) });
  });

  addRoute(api, E.restore, async (request) => {
    const meeting = await service.restore(orgActorOf(request), request.params.id);
    return ok({ meeting: presentMeeting(meeting) });
  });

  addRoute(api, E.setLeadershipTeam, async (request) => {
    const { meetingId, isLeadershipTeam } = request.params;
    const meeting = await service.setLeadershipTeam(orgActorOf(request), meetingId, isLeadershipTeam);
    return ok({ meeting: presentMeeting(meeting) });
  });
}
