import { VTO_TRACTION_ENDPOINTS as E, VTO_SECTION_ENDPOINTS as S } from '@cairn/domain/vto/vto.endpoints';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { presentIssue } from '../issues/index.ts';
import { createdMessage } from '../traction-items/index.ts';
import type { TVtoTractionService } from './vto-traction.service.ts';

/** Long-term issues, the quarterly plan's rocks and quarterly results (000 §7, 001 §7, issue 13). */
export function registerVtoTractionRoutes(api: FastifyInstance, traction: TVtoTractionService) {
  addRoute(api, E.addLongTermIssue, async (request) => {
    const { collectionId, revisionId } = request.params;
    const issue = await traction.addIssue(orgActorOf(request), collectionId, revisionId, request.body);
    return ok({ newLongTermIssue: { id: issue.id }, longTermIssue: issue }, [createdMessage(issue.title)]);
  });

  addRoute(api, E.editLongTermIssue, async (request) => {
    const { collectionId, revisionId, entryId } = request.params;
    return ok({
      longTermIssue: await traction.editIssue(
        orgActorOf(request),
        collectionId,
        revisionId,
        entryId,
        request.body,
      ),
    });
  });

  addRoute(api, E.removeLongTermIssue, async (request) => {
    const { collectionId, revisionId, entryId } = request.params;
    await traction.removeIssue(orgActorOf(request), collectionId, revisionId, entryId, request.query.version);
    return ok({});
  });

  addRoute(api, E.moveLongTermIssueOut, async (request) => {
    const { collectionId, revisionId, entryId } = request.params;
    const issue = await traction.moveIssueOut(
      orgActorOf(request),
      collectionId,
      revisionId,
      entryId,
      request.body,
    );
    return ok({ issue: presentIssue(issue) });
  });

  addRoute(api, E.moveIssueIn, async (request) =>
    ok({ longTermIssue: await traction.moveIssueIn(orgActorOf(request), request.params.id, request.body) }),
  );

  addRoute(api, S.addRock, async (request) => {
    const { collectionId, revisionId } = request.params;
    const target = { collectionId, revisionId, version: request.body.version };
    return ok({ section: await traction.addRock(orgActorOf(request), target, request.body) });
  });

  addRoute(api, S.removeRock, async (request) => {
    const { collectionId, revisionId, entryId } = request.params;
    const target = { collectionId, revisionId, version: request.query.version };
    return ok({ section: await traction.removeRock(orgActorOf(request), target, entryId) });
  });

  addRoute(api, E.recordActuals, async (request) => {
    const { collectionId, revisionId } = request.params;
    return ok({
      revision: await traction.recordActuals(orgActorOf(request), collectionId, revisionId, request.body),
    });
  });
}
