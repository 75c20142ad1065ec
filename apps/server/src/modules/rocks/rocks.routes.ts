import { ZIdParam, ZIdsQuery } from '@cairn/domain/common/ids.schemas';
import { ROCK_TEXTS } from '@cairn/domain/rocks/rocks.constants';
import {
  ZCompleteRockRequest,
  ZCreateRockRequest,
  ZDeleteRockParams,
  ZReassignRockRequest,
  ZRemoveInMeetingAnswer,
  ZRemoveInMeetingParams,
  ZRemoveInMeetingRequest,
  ZRockAnswer,
  ZRockCreatedAnswer,
  ZRockDelegatesAnswer,
  ZRockDeletedAnswer,
  ZRockSearchAnswer,
  ZRockSearchRequest,
  ZRockStatusRequest,
  ZRocksAnswer,
  ZUpdateRockRequest,
} from '@cairn/domain/rocks/rocks.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import { createdMessage, updatedMessage } from '../traction-items/item-presenters.ts';
import type { TRocksService } from './rocks.service.ts';

const tags = ['rocks'];
const read = { permission: 'content.read' } as const;
const change = { permission: 'content.change' } as const;

/**
 * `POST rocks`, `GET rock/{id}`, `GET rocks?ids=`, `POST rocks/search`, `GET rock/{id}/delegates`,
 * `PUT rock/{id}` (`/status`, `/complete`, `/reassign`), `DELETE rock/{id}/{flag}` and
 * `POST rocks/remove-in-meeting/{meetingId}` (docs/api.md, Rocks).
 */
export function registerRockRoutes(api: FastifyInstance, service: TRocksService) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: ZRockAnswer };

  r.post(
    '/rocks',
    { config: change, schema: { tags, body: ZCreateRockRequest, response: { 201: ZRockCreatedAnswer } } },
    async (request, reply) => {
      const actor = orgActorOf(request);
      const created = await service.create(actor, request.body);
      const [rock, ...delegates] = await service.present(actor, [created.rock, ...created.delegates]);
      return reply.status(201).send(ok({ rock, delegates }, [createdMessage(rock.title)]));
    },
  );

  r.get(
    '/rock/:id',
    { config: read, schema: { tags, params: ZIdParam, response: answer } },
    async (request) => {
      const actor = orgActorOf(request);
      const [rock] = await service.present(actor, [await service.get(actor, request.params.id)]);
      return ok({ rock });
    },
  );

  r.get(
    '/rocks',
    { config: read, schema: { tags, querystring: ZIdsQuery, response: { 200: ZRocksAnswer } } },
    async (request) => {
      const actor = orgActorOf(request);
      return ok({ rocks: await service.present(actor, await service.list(actor, request.query.ids)) });
    },
  );

  r.post(
    '/rocks/search',
    { config: read, schema: { tags, body: ZRockSearchRequest, response: { 200: ZRockSearchAnswer } } },
    async (request) => {
      const actor = orgActorOf(request);
      const page = await service.search(actor, request.body);
      return ok({ ...page, items: await service.present(actor, page.items) });
    },
  );

  r.get(
    '/rock/:id/delegates',
    { config: read, schema: { tags, params: ZIdParam, response: { 200: ZRockDelegatesAnswer } } },
    async (request) => ok(await service.delegates(orgActorOf(request), request.params.id)),
  );

  r.put(
    '/rock/:id',
    { config: change, schema: { tags, params: ZIdParam, body: ZUpdateRockRequest, response: answer } },
    async (request) => {
      const actor = orgActorOf(request);
      const row = await service.update(actor, request.params.id, request.body);
      const [rock] = await service.present(actor, [row]);
      return ok({ rock }, [updatedMessage(rock.title)]);
    },
  );

  r.put(
    '/rock/:id/status',
    { config: change, schema: { tags, params: ZIdParam, body: ZRockStatusRequest, response: answer } },
    async (request) => {
      const actor = orgActorOf(request);
      const [rock] = await service.present(actor, [
        await service.setStatus(actor, request.params.id, request.body),
      ]);
      return ok({ rock });
    },
  );

  r.put(
    '/rock/:id/complete',
    { config: change, schema: { tags, params: ZIdParam, body: ZCompleteRockRequest, response: answer } },
    async (request) => {
      const actor = orgActorOf(request);
      const [rock] = await service.present(actor, [
        await service.complete(actor, request.params.id, request.body),
      ]);
      return ok({ rock });
    },
  );

  r.put(
    '/rock/:id/reassign',
    { config: change, schema: { tags, params: ZIdParam, body: ZReassignRockRequest, response: answer } },
    async (request) => {
      const actor = orgActorOf(request);
      const [rock] = await service.present(actor, [
        await service.reassign(actor, request.params.id, request.body),
      ]);
      return ok({ rock });
    },
  );

  r.delete(
    '/rock/:id/:flag',
    { config: change, schema: { tags, params: ZDeleteRockParams, response: { 200: ZRockDeletedAnswer } } },
    async (request) => {
      const { id, flag } = request.params;
      return ok({ removedIds: await service.remove(orgActorOf(request), id, flag) });
    },
  );

  r.post(
    '/rocks/remove-in-meeting/:meetingId',
    {
      config: change,
      schema: {
        tags,
        params: ZRemoveInMeetingParams,
        body: ZRemoveInMeetingRequest,
        response: { 200: ZRemoveInMeetingAnswer },
      },
    },
    async (request) => {
      const result = await service.removeInMeeting(
        orgActorOf(request),
        request.params.meetingId,
        request.body,
      );
      const messages = result.failedIds.length
        ? [{ id: 'ROCKS_NOT_REMOVED', type: 'error' as const, text: ROCK_TEXTS.someNotRemoved }]
        : [];
      return ok(result, messages);
    },
  );
}
