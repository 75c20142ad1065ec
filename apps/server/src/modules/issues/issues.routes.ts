import { ZIdParam, ZIdsQuery } from '@cairn/domain/common/ids.schemas';
import {
  ZCreateIssueRequest,
  ZIssueAnswer,
  ZIssueDeletedAnswer,
  ZIssueSearchAnswer,
  ZIssueSearchRequest,
  ZIssueStatusRequest,
  ZIssuesAnswer,
  ZMoveDestinationsAnswer,
  ZMoveDestinationsQuery,
  ZMoveIssueRequest,
  ZReassignIssueRequest,
  ZSolveIssueRequest,
  ZUpdateIssueRequest,
} from '@cairn/domain/issues/issues.schemas';
import { ZVtoLongTermIssueCreatedAnswer } from '@cairn/domain/vto/vto.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import { createdMessage, updatedMessage } from '../traction-items/item-presenters.ts';
import type { TVtoTractionService } from '../vto/vto-traction.service.ts';
import { movedMessage, presentIssue } from './issues.presenters.ts';
import type { TIssuesService } from './issues.service.ts';

const tags = ['issues'];
const read = { permission: 'content.read' } as const;
const change = { permission: 'content.change' } as const;

/**
 * `POST issues`, `GET issue/{id}`, `GET issues?ids=`, `POST issues/search`, `PUT issue/{id}`
 * (`/solve`, `/status`, `/reassign`), `POST issue/{id}/move`, `GET issue/{id}/move-destinations`,
 * `DELETE issue/{id}` (docs/api.md, Issues).
 */
export function registerIssueRoutes(
  api: FastifyInstance,
  service: TIssuesService,
  vto: Pick<TVtoTractionService, 'addIssue' | 'moveDestinations'>,
) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: ZIssueAnswer };

  r.post(
    '/issues',
    {
      config: change,
      schema: {
        tags,
        body: ZCreateIssueRequest,
        response: { 201: z.union([ZIssueAnswer, ZVtoLongTermIssueCreatedAnswer]) },
      },
    },
    async (request, reply) => {
      const actor = orgActorOf(request);
      const body = request.body;
      if (body.entityType === 'vto') {
        // Onto the V/TO's long-term list (000 §3: entityType, collection and revision).
        const { collectionId, revisionId, ...issue } = body;
        const added = await vto.addIssue(actor, collectionId, revisionId, issue);
        return reply
          .status(201)
          .send(
            ok({ newLongTermIssue: { id: added.id }, longTermIssue: added }, [createdMessage(added.title)]),
          );
      }
      const row = await service.create(actor, body);
      return reply.status(201).send(ok({ issue: presentIssue(row) }, [createdMessage(row.title)]));
    },
  );

  r.get(
    '/issue/:id',
    { config: read, schema: { tags, params: ZIdParam, response: answer } },
    async (request) => ok({ issue: presentIssue(await service.get(orgActorOf(request), request.params.id)) }),
  );

  r.get(
    '/issues',
    { config: read, schema: { tags, querystring: ZIdsQuery, response: { 200: ZIssuesAnswer } } },
    async (request) => {
      const rows = await service.list(orgActorOf(request), request.query.ids);
      return ok({ issues: rows.map(presentIssue) });
    },
  );

  r.post(
    '/issues/search',
    { config: read, schema: { tags, body: ZIssueSearchRequest, response: { 200: ZIssueSearchAnswer } } },
    async (request) => {
      const page = await service.search(orgActorOf(request), request.body);
      return ok({ ...page, items: page.items.map(presentIssue) });
    },
  );

  r.put(
    '/issue/:id',
    { config: change, schema: { tags, params: ZIdParam, body: ZUpdateIssueRequest, response: answer } },
    async (request) => {
      const row = await service.update(orgActorOf(request), request.params.id, request.body);
      return ok({ issue: presentIssue(row) }, [updatedMessage(row.title)]);
    },
  );

  r.put(
    '/issue/:id/solve',
    { config: change, schema: { tags, params: ZIdParam, body: ZSolveIssueRequest, response: answer } },
    async (request) => {
      const row = await service.solve(orgActorOf(request), request.params.id, request.body);
      return ok({ issue: presentIssue(row) });
    },
  );

  r.put(
    '/issue/:id/status',
    { config: change, schema: { tags, params: ZIdParam, body: ZIssueStatusRequest, response: answer } },
    async (request) => {
      const row = await service.setStatus(orgActorOf(request), request.params.id, request.body);
      return ok({ issue: presentIssue(row) });
    },
  );

  r.put(
    '/issue/:id/reassign',
    { config: change, schema: { tags, params: ZIdParam, body: ZReassignIssueRequest, response: answer } },
    async (request) => {
      const row = await service.reassign(orgActorOf(request), request.params.id, request.body);
      return ok({ issue: presentIssue(row) });
    },
  );

  r.post(
    '/issue/:id/move',
    { config: change, schema: { tags, params: ZIdParam, body: ZMoveIssueRequest, response: answer } },
    async (request) => {
      const { issue, destination } = await service.move(orgActorOf(request), request.params.id, request.body);
      return ok({ issue: presentIssue(issue) }, [movedMessage(destination.title)]);
    },
  );

  r.get(
    '/issue/:id/move-destinations',
    {
      config: read,
      schema: {
        tags,
        params: ZIdParam,
        querystring: ZMoveDestinationsQuery,
        response: { 200: ZMoveDestinationsAnswer },
      },
    },
    async (request) => {
      const actor = orgActorOf(request);
      const { ownerId } = request.query;
      // The meetings first: they answer 404 for an issue the caller cannot see.
      const meetings = await service.moveDestinations(actor, request.params.id, ownerId);
      return ok({ meetings, vtos: await vto.moveDestinations(actor, ownerId) });
    },
  );

  r.delete(
    '/issue/:id',
    { config: change, schema: { tags, params: ZIdParam, response: { 200: ZIssueDeletedAnswer } } },
    async (request) => {
      const row = await service.remove(orgActorOf(request), request.params.id);
      return ok({ issueId: row.id });
    },
  );
}
