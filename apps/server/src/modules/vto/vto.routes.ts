import { ZEnvelope } from '@cairn/domain/errors';
import {
  ZVtoCollectionAnswer,
  ZVtoCollectionParams,
  ZVtoCollectionsAnswer,
  ZVtoCopyRequest,
  ZVtoFolderRequest,
  ZVtoMoveRequest,
  ZVtoRevisionAnswer,
  ZVtoRevisionParams,
  ZVtoRevisionTitleRequest,
  ZVtoRevisionVersionRequest,
  ZVtoSharingRequest,
} from '@cairn/domain/vto/vto.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/respond.ts';
import { orgActorOf } from '../../plugins/guard.ts';
import type { TVtoAccess } from './vto-access.ts';
import type { TVtoFoldersService } from './vto-folders.service.ts';

const tags = ['vto'];
const read = { permission: 'content.read' } as const;
const change = { permission: 'content.change' } as const;
const revisionAnswer = { 200: ZVtoRevisionAnswer };

/** Folders and revisions (issue 13, docs/api-vto.md). */
export function registerVtoRoutes(api: FastifyInstance, folders: TVtoFoldersService, access: TVtoAccess) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/vto/collections',
    { config: read, schema: { tags, response: { 200: ZVtoCollectionsAnswer } } },
    async (request) => ok({ collections: await folders.list(orgActorOf(request)) }),
  );

  r.get(
    '/vto/collections/company-folder',
    { config: read, schema: { tags, response: { 200: ZVtoCollectionAnswer } } },
    async (request) => ok({ collection: await folders.companyFolder(orgActorOf(request)) }),
  );

  r.post(
    '/vto/collections',
    { config: change, schema: { tags, body: ZVtoFolderRequest, response: { 201: ZVtoCollectionAnswer } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok({ collection: await folders.createFolder(orgActorOf(request), request.body) })),
  );

  r.get(
    '/vto/collection/:collectionId',
    { config: read, schema: { tags, params: ZVtoCollectionParams, response: { 200: ZVtoCollectionAnswer } } },
    async (request) =>
      ok({ collection: await folders.folder(orgActorOf(request), request.params.collectionId) }),
  );

  r.put(
    '/vto/collection/:collectionId/rename',
    {
      config: change,
      schema: {
        tags,
        params: ZVtoCollectionParams,
        body: ZVtoFolderRequest,
        response: { 200: ZVtoCollectionAnswer },
      },
    },
    async (request) =>
      ok({
        collection: await folders.renameFolder(
          orgActorOf(request),
          request.params.collectionId,
          request.body,
        ),
      }),
  );

  r.delete(
    '/vto/collection/:collectionId',
    { config: change, schema: { tags, params: ZVtoCollectionParams, response: { 200: ZEnvelope } } },
    async (request) => {
      await folders.deleteFolder(orgActorOf(request), request.params.collectionId);
      return ok({});
    },
  );

  r.post(
    '/vto/collection/:collectionId/revision',
    {
      config: change,
      schema: {
        tags,
        params: ZVtoCollectionParams,
        body: ZVtoRevisionTitleRequest,
        response: { 201: ZVtoRevisionAnswer },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        ok({
          revision: await folders.createRevision(
            orgActorOf(request),
            request.params.collectionId,
            request.body,
          ),
        }),
      ),
  );

  r.get(
    '/vto/collection/:collectionId/revision/:revisionId',
    { config: read, schema: { tags, params: ZVtoRevisionParams, response: revisionAnswer } },
    async (request) => {
      const actor = orgActorOf(request);
      const { viewer, record } = await access.readable(
        actor,
        request.params.collectionId,
        request.params.revisionId,
      );
      return ok({ revision: await access.whole(viewer, record) });
    },
  );

  for (const [path, isPublished] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    r.put(
      `/vto/collection/:collectionId/revision/:revisionId/${path}`,
      {
        config: change,
        schema: {
          tags,
          params: ZVtoRevisionParams,
          body: ZVtoRevisionVersionRequest.optional(),
          response: revisionAnswer,
        },
      },
      async (request) => {
        const { collectionId, revisionId } = request.params;
        const revision = await folders.setPublished(
          orgActorOf(request),
          collectionId,
          revisionId,
          isPublished,
          request.body?.version,
        );
        return ok({ revision });
      },
    );
  }

  r.put(
    '/vto/collection/:collectionId/revision/:revisionId/rename',
    {
      config: change,
      schema: { tags, params: ZVtoRevisionParams, body: ZVtoRevisionTitleRequest, response: revisionAnswer },
    },
    async (request) => {
      const { collectionId, revisionId } = request.params;
      return ok({
        revision: await folders.rename(orgActorOf(request), collectionId, revisionId, request.body),
      });
    },
  );

  r.put(
    '/vto/collection/:collectionId/revision/:revisionId/sharing',
    {
      config: change,
      schema: { tags, params: ZVtoRevisionParams, body: ZVtoSharingRequest, response: revisionAnswer },
    },
    async (request) => {
      const { collectionId, revisionId } = request.params;
      const { isTractionLtOnly, version } = request.body;
      return ok({
        revision: await folders.setSharing(
          orgActorOf(request),
          collectionId,
          revisionId,
          isTractionLtOnly,
          version,
        ),
      });
    },
  );

  r.put(
    '/vto/collection/:collectionId/revision/:revisionId/copy',
    {
      config: change,
      schema: {
        tags,
        params: ZVtoRevisionParams,
        body: ZVtoCopyRequest,
        response: { 201: ZVtoRevisionAnswer },
      },
    },
    async (request, reply) => {
      const { collectionId, revisionId } = request.params;
      const revision = await folders.copy(orgActorOf(request), collectionId, revisionId, request.body);
      return reply.status(201).send(ok({ revision }));
    },
  );

  r.put(
    '/vto/collection/:collectionId/revision/:revisionId/move',
    {
      config: change,
      schema: { tags, params: ZVtoRevisionParams, body: ZVtoMoveRequest, response: revisionAnswer },
    },
    async (request) => {
      const { collectionId, revisionId } = request.params;
      return ok({
        revision: await folders.move(orgActorOf(request), collectionId, revisionId, request.body),
      });
    },
  );

  r.delete(
    '/vto/collection/:collectionId/revision/:revisionId',
    { config: change, schema: { tags, params: ZVtoRevisionParams, response: { 200: ZEnvelope } } },
    async (request) => {
      await folders.remove(orgActorOf(request), request.params.collectionId, request.params.revisionId);
      return ok({});
    },
  );
}
