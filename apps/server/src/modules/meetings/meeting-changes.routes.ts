import { ZIdParam } from '@cairn/domain/common/ids.schemas';
import {
  ZColorTagRequest,
  ZLeadershipTeamParams,
  ZMeetingAnswer,
  ZMeetingFavoriteRequest,
  ZMeetingOwnerRequest,
  ZUpdateMeetingRequest,
} from '@cairn/domain/meetings/meetings.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import type { TMeetingChangesService } from './meeting-changes.service.ts';
import { presentMeeting } from './meetings.presenters.ts';

const tags = ['meetings'];

/**
 * `PUT meeting/{id}`, `/color-tag`, `/owner`, `/favorite`, `/restore`, `DELETE meeting/{id}` and
 * `PUT org/leadershipteam/{meetingId}/{isLeadershipTeam}` (docs/api.md, Meetings).
 */
export function registerMeetingChangeRoutes(api: FastifyInstance, service: TMeetingChangesService) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: ZMeetingAnswer };

  r.put(
    '/meeting/:id',
    {
      config: { permission: 'meetings.update' },
      schema: { tags, params: ZIdParam, body: ZUpdateMeetingRequest, response: answer },
    },
    async (request) => {
      const meeting = await service.update(orgActorOf(request), request.params.id, request.body);
      return ok({ meeting: presentMeeting(meeting) });
    },
  );

  r.put(
    '/meeting/:id/color-tag',
    {
      config: { permission: 'meetings.update' },
      schema: { tags, params: ZIdParam, body: ZColorTagRequest, response: answer },
    },
    async (request) => {
      const { meeting, text } = await service.setColorTag(
        orgActorOf(request),
        request.params.id,
        request.body,
      );
      return ok({ meeting: presentMeeting(meeting) }, [
        { id: 'MEETING_COLOR_TAG_UPDATED', type: 'success', text },
      ]);
    },
  );

  r.put(
    '/meeting/:id/owner',
    {
      config: { permission: 'meetings.update' },
      schema: { tags, params: ZIdParam, body: ZMeetingOwnerRequest, response: answer },
    },
    async (request) => {
      const meeting = await service.setOwner(orgActorOf(request), request.params.id, request.body);
      return ok({ meeting: presentMeeting(meeting) });
    },
  );

  r.put(
    '/meeting/:id/favorite',
    {
      config: { permission: 'meetings.favorite' },
      schema: { tags, params: ZIdParam, body: ZMeetingFavoriteRequest, response: answer },
    },
    async (request) => {
      const meeting = await service.setFavorite(
        orgActorOf(request),
        request.params.id,
        request.body.isFavorite,
      );
      return ok({ meeting: presentMeeting(meeting) });
    },
  );

  r.delete(
    '/meeting/:id',
    { config: { permission: 'meetings.archive' }, schema: { tags, params: ZIdParam, response: answer } },
    async (request) => {
      const meeting = await service.archive(orgActorOf(request), request.params.id);
      return ok({ meeting: presentMeeting(meeting) });
    },
  );

  r.put(
    '/meeting/:id/restore',
    { config: { permission: 'meetings.archive' }, schema: { tags, params: ZIdParam, response: answer } },
    async (request) => {
      const meeting = await service.restore(orgActorOf(request), request.params.id);
      return ok({ meeting: presentMeeting(meeting) });
    },
  );

  r.put(
    '/org/leadershipteam/:meetingId/:isLeadershipTeam',
    {
      config: { permission: 'org.update' },
      schema: { tags, params: ZLeadershipTeamParams, response: answer },
    },
    async (request) => {
      const { meetingId, isLeadershipTeam } = request.params;
      const meeting = await service.setLeadershipTeam(orgActorOf(request), meetingId, isLeadershipTeam);
      return ok({ meeting: presentMeeting(meeting) });
    },
  );
}
