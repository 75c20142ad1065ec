import { ISSUE_ENDPOINTS as E } from '@cairn/domain/issues/issues.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { createdMessage, registerItemRoutes } from '../traction-items/index.ts';
import type { TVtoTractionService } from '../vto/index.ts';
import { movedMessage, presentIssue } from './issues.presenters.ts';
import type { TIssuesService } from './issues.service.ts';

/**
 * The Issue routes, one per endpoint of `ISSUE_ENDPOINTS` (docs/api.md, Issues).
 */
export function registerIssueRoutes(
  api: FastifyInstance,
  service: TIssuesService,
  vto: Pick<TVtoTractionService, 'addIssue' | 'moveDestinations'>,
) {
  registerItemRoutes(api, E, {
    one: 'issue',
    many: 'issues',
    get: service.get,
    list: service.list,
    search: (actor, body) => service.search(actor, body),
    update: service.update,
    reassign: service.reassign,
    present: (_actor, rows) => rows.map(presentIssue),
  });

  addRoute(api, E.create, async (request) => {
    const actor = orgActorOf(request);
    const body = request.body;
    if (body.entityType === 'vto') {
      // Onto the V/TO's long-term list (000 §3: entityType, collection and revision).
      const { collectionId, revisionId, ...issue } = body;
      const added = await vto.addIssue(actor, collectionId, revisionId, issue);
      return ok({ newLongTermIssue: { id: added.id }, longTermIssue: added }, [createdMessage(added.title)]);
    }
    const row = await service.create(actor, body);
    return ok({ issue: presentIssue(row) }, [createdMessage(row.title)]);
  });

  addRoute(api, E.solve, async (request) => {
    const row = await service.solve(orgActorOf(request), request.params.id, request.body);
    return ok({ issue: presentIssue(row) });
  });

  addRoute(api, E.setStatus, async (request) => {
    const row = await service.setStatus(orgActorOf(request), request.params.id, request.body);
    return ok({ issue: presentIssue(row) });
  });

  addRoute(api, E.move, async (request) => {
    const { issue, destination } = await service.move(orgActorOf(request), request.params.id, request.body);
    return ok({ issue: presentIssue(issue) }, [movedMessage(destination.title)]);
  });

  addRoute(api, E.moveDestinations, async (request) => {
    const actor = orgActorOf(request);
    const { ownerId } = request.query;
    // The meetings first: they answer 404 for an issue the caller cannot see.
    const meetings = await service.moveDestinations(actor, request.params.id, ownerId);
    return ok({ meetings, vtos: await vto.moveDestinations(actor, ownerId) });
  });

  addRoute(api, E.remove, async (request) => {
    const row = await service.remove(orgActorOf(request), request.params.id);
    return ok({ issueId: row.id });
  });
}
