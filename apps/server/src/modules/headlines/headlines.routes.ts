import { ZIdParam, ZIdsQuery } from '@cairn/domain/common/ids.schemas';
import {
  ZCascadeHeadlineRequest,
  ZCreateHeadlineRequest,
  ZHeadlineAnswer,
  ZHeadlineDeletedAnswer,
  ZHeadlineReviewRequest,
  ZHeadlineSearchAnswer,
  ZHeadlineSearchRequest,
  ZHeadlinesAnswer,
  ZReassignHeadlineRequest,
  ZUpdateHeadlineRequest,
} from '@cairn/domain/headlines/headlines.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import { createdMessage, updatedMessage } from '../traction-items/item-presenters.ts';
import { cascadedMessage, presentHeadline } from './headlines.presenters.ts';
import type { THeadlinesService } from './headlines.service.ts';

const tags = ['headlines'];
const read = { permission: 'content.read' } as const;
const change = { permission: 'content.change' } as const;

/**
 * `POST headlines`, `GET headline/{id}`, `GET headlines?ids=`, `POST headlines/search`,
 * `PUT headline/{id}` (`/review`, `/reassign`), `DELETE headline/{id}`, `POST headline/cascade`
 * (docs/api.md, Headlines).
 */
export function registerHeadlineRoutes(api: FastifyInstance, service: THeadlinesService) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: ZHeadlineAnswer };

  r.post(
    '/headlines',
    { config: change, schema: { tags, body: ZCreateHeadlineRequest, response: { 201: ZHeadlineAnswer } } },
    async (request, reply) => {
      const row = await service.create(orgActorOf(request), request.body);
      return reply.status(201).send(ok({ headline: presentHeadline(row) }, [createdMessage(row.title)]));
    },
  );

  r.get(
    '/headline/:id',
    { config: read, schema: { tags, params: ZIdParam, response: answer } },
    async (request) =>
      ok({ headline: presentHeadline(await service.get(orgActorOf(request), request.params.id)) }),
  );

  r.get(
    '/headlines',
    { config: read, schema: { tags, querystring: ZIdsQuery, response: { 200: ZHeadlinesAnswer } } },
    async (request) => {
      const rows = await service.list(orgActorOf(request), request.query.ids);
      return ok({ headlines: rows.map(presentHeadline) });
    },
  );

  r.post(
    '/headlines/search',
    {
      config: read,
      schema: { tags, body: ZHeadlineSearchRequest, response: { 200: ZHeadlineSearchAnswer } },
    },
    async (request) => {
      const page = await service.search(orgActorOf(request), request.body);
      return ok({ ...page, items: page.items.map(presentHeadline) });
    },
  );

  r.put(
    '/headline/:id',
    { config: change, schema: { tags, params: ZIdParam, body: ZUpdateHeadlineRequest, response: answer } },
    async (request) => {
      const row = await service.update(orgActorOf(request), request.params.id, request.body);
      return ok({ headline: presentHeadline(row) }, [updatedMessage(row.title)]);
    },
  );

  r.put(
    '/headline/:id/review',
    { config: change, schema: { tags, params: ZIdParam, body: ZHeadlineReviewRequest, response: answer } },
    async (request) => {
      const row = await service.review(orgActorOf(request), request.params.id, request.body);
      return ok({ headline: presentHeadline(row) });
    },
  );

  r.put(
    '/headline/:id/reassign',
    { config: change, schema: { tags, params: ZIdParam, body: ZReassignHeadlineRequest, response: answer } },
    async (request) => {
      const row = await service.reassign(orgActorOf(request), request.params.id, request.body);
      return ok({ headline: presentHeadline(row) });
    },
  );

  r.delete(
    '/headline/:id',
    { config: change, schema: { tags, params: ZIdParam, response: { 200: ZHeadlineDeletedAnswer } } },
    async (request) => {
      const row = await service.remove(orgActorOf(request), request.params.id);
      return ok({ headlineId: row.id });
    },
  );

  r.post(
    '/headline/cascade',
    {
      config: change,
      schema: { tags, body: ZCascadeHeadlineRequest, response: { 201: ZHeadlinesAnswer } },
    },
    async (request, reply) => {
      const rows = await service.cascade(orgActorOf(request), request.body);
      return reply
        .status(201)
        .send(ok({ headlines: rows.map(presentHeadline) }, [cascadedMessage(rows.length)]));
    },
  );
}
