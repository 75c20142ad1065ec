import type { TEndpoint } from '@cairn/domain/common/endpoint';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import type { TItemActor } from '../traction-items/index.ts';
import type { TDocumentFoldersService } from './document-folders.service.ts';
import type { TDocumentRevisionsService } from './document-revisions.service.ts';

/** The endpoints every document has (its `*.endpoints.ts` declares them with its own paths and schemas). */
export type TDocumentEndpoints = Record<
  | 'collections'
  | 'companyFolder'
  | 'folder'
  | 'createFolder'
  | 'renameFolder'
  | 'deleteFolder'
  | 'createRevision'
  | 'revision'
  | 'publish'
  | 'unpublish'
  | 'rename'
  | 'move'
  | 'remove',
  TEndpoint
>;

/** What a document answers to a delete beside the envelope (`{}`, or the deleted id). */
export type TDeletedAnswer = (id: string) => Record<string, unknown>;

/** The params and bodies of the kernel's calls, as every document's schemas parse them. */
type TKernelRequest = {
  params: { collectionId: string; revisionId: string };
  body: { title: string; version?: number; collectionId?: string; newFolderTitle?: string } | undefined;
};

/**
 * Registers one route per kernel endpoint of a document, each answering its folder
 * (`collection`), folders (`collections`) or revision (`revision`). The endpoint's schemas have
 * validated the request and check the answer; a document registers its own calls (copy, who
 * sees it, its sections) beside these.
 */
export function registerDocumentRoutes(
  api: FastifyInstance,
  endpoints: TDocumentEndpoints,
  services: { folders: TDocumentFoldersService; revisions: TDocumentRevisionsService },
  deleted: TDeletedAnswer,
) {
  const { folders, revisions } = services;
  const route = (
    endpoint: TEndpoint,
    handler: (actor: TItemActor, request: TKernelRequest) => Promise<Record<string, unknown>>,
  ) =>
    addRoute(
      api,
      endpoint,
      async (request) =>
        ok(await handler(orgActorOf(request), request as unknown as TKernelRequest)) as never,
    );
  const title = (request: TKernelRequest) => ({
    title: request.body?.title ?? '',
    version: request.body?.version,
  });

  route(endpoints.collections, async (actor) => ({ collections: await folders.list(actor) }));
  route(endpoints.companyFolder, async (actor) => ({ collection: await folders.companyFolder(actor) }));
  route(endpoints.folder, async (actor, { params }) => ({
    collection: await folders.folder(actor, params.collectionId),
  }));
  route(endpoints.createFolder, async (actor, request) => ({
    collection: await folders.createFolder(actor, title(request)),
  }));
  route(endpoints.renameFolder, async (actor, request) => ({
    collection: await folders.renameFolder(actor, request.params.collectionId, title(request)),
  }));
  route(endpoints.deleteFolder, async (actor, { params }) => {
    await folders.deleteFolder(actor, params.collectionId);
    return deleted(params.collectionId);
  });

  route(endpoints.createRevision, async (actor, request) => ({
    revision: await revisions.createRevision(actor, request.params.collectionId, title(request)),
  }));
  route(endpoints.revision, async (actor, { params }) => ({
    revision: await revisions.revision(actor, params.collectionId, params.revisionId),
  }));
  for (const [endpoint, isPublished] of [
    [endpoints.publish, true],
    [endpoints.unpublish, false],
  ] as const) {
    route(endpoint, async (actor, { params, body }) => ({
      revision: await revisions.setPublished(
        actor,
        params.collectionId,
        params.revisionId,
        isPublished,
        body?.version,
      ),
    }));
  }
  route(endpoints.rename, async (actor, request) => ({
    revision: await revisions.rename(
      actor,
      request.params.collectionId,
      request.params.revisionId,
      title(request),
    ),
  }));
  route(endpoints.move, async (actor, { params, body }) => ({
    revision: await revisions.move(actor, params.collectionId, params.revisionId, {
      collectionId: body?.collectionId,
      newFolderTitle: body?.newFolderTitle,
    }),
  }));
  route(endpoints.remove, async (actor, { params }) => {
    await revisions.remove(actor, params.collectionId, params.revisionId);
    return deleted(params.revisionId);
  });
}
