import {
  ZAcCollectionAnswer,
  ZAcCollectionsAnswer,
  ZAcCopyRequest,
  ZAcCreateSeatRequest,
  ZAcEditSeatRequest,
  ZAcFolderDeletedAnswer,
  ZAcFolderRequest,
  ZAcInsertSeatRequest,
  ZAcMoveRequest,
  ZAcNotesRequest,
  ZAcRemoveSeatQuery,
  ZAcRevisionAnswer,
  ZAcRevisionDeletedAnswer,
  ZAcRevisionTitleRequest,
  ZAcSeatAnswer,
  ZAcSeatRemovedAnswer,
  ZAcVersionRequest,
  ZAcVisibilityRequest,
} from '@cairn/domain/ac/ac.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import type { TAcChartsService } from './ac-charts.service.ts';
import type { TAcSeatsService } from './ac-seats.service.ts';

const tags = ['accountability chart'];
const read = { permission: 'content.read' } as const;
const change = { permission: 'content.change' } as const;
const ZFolder = z.object({ collectionId: z.uuid() });
const ZChart = ZFolder.extend({ revisionId: z.uuid() });
const ZSeat = ZChart.extend({ seatId: z.uuid() });
const REVISION = '/ac/collection/:collectionId/revision/:revisionId';

/** The chart's calls under `/api/v2` (issue #14; docs/api-ac.md). */
export function registerAcRoutes(api: FastifyInstance, charts: TAcChartsService, seats: TAcSeatsService) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const collection = { 200: ZAcCollectionAnswer };
  const revision = { 200: ZAcRevisionAnswer };
  const seat = { 200: ZAcSeatAnswer };

  r.get(
    '/ac/collections',
    { config: read, schema: { tags, response: { 200: ZAcCollectionsAnswer } } },
    async (request) => ok({ collections: await charts.list(orgActorOf(request)) }),
  );
  r.get(
    '/ac/collections/company-folder',
    { config: read, schema: { tags, response: collection } },
    async (request) => ok({ collection: await charts.companyFolder(orgActorOf(request)) }),
  );
  r.get(
    '/ac/collection/:collectionId',
    { config: read, schema: { tags, params: ZFolder, response: collection } },
    async (request) =>
      ok({ collection: await charts.collection(orgActorOf(request), request.params.collectionId) }),
  );
  r.post(
    '/ac/collections',
    { config: change, schema: { tags, body: ZAcFolderRequest, response: { 201: ZAcCollectionAnswer } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok({ collection: await charts.createFolder(orgActorOf(request), request.body.title) })),
  );
  r.delete(
    '/ac/collection/:collectionId',
    { config: change, schema: { tags, params: ZFolder, response: { 200: ZAcFolderDeletedAnswer } } },
    async (request) => ok(await charts.deleteFolder(orgActorOf(request), request.params.collectionId)),
  );
  r.put(
    '/ac/collection/:collectionId/rename',
    { config: change, schema: { tags, params: ZFolder, body: ZAcFolderRequest, response: collection } },
    async (request) =>
      ok({
        collection: await charts.renameFolder(orgActorOf(request), request.params.collectionId, request.body),
      }),
  );

  r.put(
    '/ac/collection/:collectionId/revision/create',
    { config: change, schema: { tags, params: ZFolder, body: ZAcRevisionTitleRequest, response: revision } },
    async (request) =>
      ok({
        revision: await charts.createRevision(
          orgActorOf(request),
          request.params.collectionId,
          request.body.title,
        ),
      }),
  );
  r.get(REVISION, { config: read, schema: { tags, params: ZChart, response: revision } }, async (request) =>
    ok({
      revision: await charts.revision(
        orgActorOf(request),
        request.params.collectionId,
        request.params.revisionId,
      ),
    }),
  );
  for (const [path, isPublished] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    r.put(
      `${REVISION}/${path}`,
      {
        config: change,
        schema: { tags, params: ZChart, body: ZAcVersionRequest.optional(), response: revision },
      },
      async (request) => {
        const { collectionId, revisionId } = request.params;
        const version = request.body?.version;
        return ok({
          revision: await charts.updateRevision(orgActorOf(request), collectionId, revisionId, {
            isPublished,
            version,
          }),
        });
      },
    );
  }
  r.put(
    `${REVISION}/rename`,
    { config: change, schema: { tags, params: ZChart, body: ZAcRevisionTitleRequest, response: revision } },
    async (request) => {
      const { collectionId, revisionId } = request.params;
      return ok({
        revision: await charts.updateRevision(orgActorOf(request), collectionId, revisionId, request.body),
      });
    },
  );
  r.put(
    `${REVISION}/copy`,
    { config: change, schema: { tags, params: ZChart, body: ZAcCopyRequest.optional(), response: revision } },
    async (request) => {
      const { collectionId, revisionId } = request.params;
      return ok({
        revision: await charts.copyRevision(orgActorOf(request), collectionId, revisionId, request.body),
      });
    },
  );
  r.put(
    `${REVISION}/move`,
    { config: change, schema: { tags, params: ZChart, body: ZAcMoveRequest, response: revision } },
    async (request) => {
      const { collectionId, revisionId } = request.params;
      return ok({
        revision: await charts.moveRevision(orgActorOf(request), collectionId, revisionId, request.body),
      });
    },
  );
  r.delete(
    REVISION,
    { config: change, schema: { tags, params: ZChart, response: { 200: ZAcRevisionDeletedAnswer } } },
    async (request) => {
      const { collectionId, revisionId } = request.params;
      return ok(await charts.deleteRevision(orgActorOf(request), collectionId, revisionId));
    },
  );
  r.put(
    `${REVISION}/visibility`,
    { config: change, schema: { tags, params: ZChart, body: ZAcVisibilityRequest, response: revision } },
    async (request) => {
      const { collectionId, revisionId } = request.params;
      return ok({
        revision: await charts.setVisibility(orgActorOf(request), collectionId, revisionId, request.body),
      });
    },
  );

  r.put(
    `${REVISION}/create-seat`,
    { config: change, schema: { tags, params: ZChart, body: ZAcCreateSeatRequest, response: seat } },
    async (request) => ok({ seat: await seats.create(orgActorOf(request), request.params, request.body) }),
  );
  r.put(
    `${REVISION}/insert-seat`,
    { config: change, schema: { tags, params: ZChart, body: ZAcInsertSeatRequest, response: seat } },
    async (request) => ok({ seat: await seats.insert(orgActorOf(request), request.params, request.body) }),
  );
  r.put(
    `${REVISION}/edit-seat/:seatId`,
    { config: change, schema: { tags, params: ZSeat, body: ZAcEditSeatRequest, response: seat } },
    async (request) =>
      ok({
        seat: await seats.edit(orgActorOf(request), request.params, request.params.seatId, request.body),
      }),
  );
  r.put(
    `${REVISION}/edit-seat/:seatId/notes`,
    { config: change, schema: { tags, params: ZSeat, body: ZAcNotesRequest, response: seat } },
    async (request) =>
      ok({
        seat: await seats.setNotes(
          orgActorOf(request),
          request.params,
          request.params.seatId,
          request.body.notes,
        ),
      }),
  );
  r.get(
    `${REVISION}/seat/:seatId`,
    { config: read, schema: { tags, params: ZSeat, response: seat } },
    async (request) =>
      ok({ seat: await seats.get(orgActorOf(request), request.params, request.params.seatId) }),
  );
  r.delete(
    `${REVISION}/remove-seat/:seatId`,
    {
      config: change,
      schema: {
        tags,
        params: ZSeat,
        querystring: ZAcRemoveSeatQuery,
        response: { 200: ZAcSeatRemovedAnswer },
      },
    },
    async (request) => {
      const actor = orgActorOf(request);
      const { seatId } = request.params;
      const removed = await seats.remove(actor, request.params, seatId, request.query.holderOnly === 'true');
      if (!removed.deleted) return ok({ seat: await seats.get(actor, request.params, seatId) });
      return ok({ seatId, deleted: true as const });
    },
  );
}
