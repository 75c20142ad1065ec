import { ISSUE_ENDPOINTS as E } from '@cairn/domain/issues/issues.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import { createdMessage, updatedMessage } from '../traction-items/item-presenters.ts';
import type { TVtoTractionService } from '../vto/vto-traction.service.ts';
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

  addRoute(api, E.get, async (request) =>
    ok({ issue: presentIssue(await service.get(orgActorOf(request), request.params.id)) }),
  );

  addRoute(api, E.list, async (request) => {
    const rows = await service.list(orgActorOf(request), request.query.ids);
    return ok({ issues: rows.map(presentIssue) });
  });

  addRoute(api, E.search, async (request) => {
    const page = await service.search(orgActorOf(request), request.body);
    return ok({ ...page, items: page.items.map(presentIssue) });
  });

  addRoute(api, E.update, async (request) => {
    const row = await service.update(orgActorOf(request), request.params.id, request.body);
    return ok({ issue: presentIssue(row) }, [updatedMessage(row.title)]);
  });

  addRoute(api, E.solve, async (request) => {
    const row = await service.solve(orgActorOf(request), request.params.id, request.body);
    return ok({ issue: presentIssue(row) });
  });

  addRoute(api, E.setStatus, async (request) => {
    const row = await service.setStatus(orgActorOf(request), request.params.id, request.body);
    return ok({ issue: presentIssue(row) });
  });

  addRoute(api, E.reassign, async (request) => {
    const row = await service.reassign(orgActorOf(request), request.params.id, request.body);
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
