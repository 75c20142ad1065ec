import { VTO_ENDPOINTS as E } from '@cairn/domain/vto/vto.endpoints';
import { useQuery } from '@tanstack/react-query';
import { useDocumentActions } from '../../../components/documents/use-document-actions.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';

/**
 * Query keys of the V/TO (docs/web.md convention): folders start with 'vto', revisions with
 * 'vtorevision', so a live event of either type refreshes them (a revision event also refreshes
 * the folder lists, which show who changed it last: lib/live/live-invalidation.ts).
 */
export const vtoKeys = {
  collections: ['vto', 'collections'] as const,
  folder: (collectionId: string) => ['vto', 'folder', collectionId] as const,
  revision: (revisionId: string) => ['vtorevision', revisionId] as const,
};

/** `GET vto/collections`: the folders (company folder first) with the revisions the caller sees. */
export function useVtoCollections() {
  return useQuery({
    queryKey: vtoKeys.collections,
    queryFn: async ({ signal }) => (await call(E.collections, { signal })).collections,
  });
}

/** `GET vto/collection/{c}`: one folder. */
export function useVtoFolder(collectionId: string) {
  return useQuery({
    queryKey: vtoKeys.folder(collectionId),
    queryFn: async ({ signal }) => (await call(E.folder, { params: { collectionId }, signal })).collection,
    // The folder page shows its own "could not be loaded" state.
    meta: { isSilent: true },
  });
}

/** `GET vto/collection/{c}/revision/{r}`: the revision with every section. A 404 is not retried. */
export function useVtoRevision(collectionId: string, revisionId: string) {
  return useQuery({
    queryKey: vtoKeys.revision(revisionId),
    queryFn: async ({ signal }) =>
      (await call(E.revision, { params: { collectionId, revisionId }, signal })).revision,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

/**
 * The folder pages' calls (components/documents): folders, drafts, and a revision's rename, move
 * (to a folder, or a new one) and delete (001 §2-§5). Copies are made from the V/TO itself, with
 * their parts (copy-vto-modal.tsx).
 */
export const useVtoDocumentActions = () =>
  useDocumentActions([['vto'], ['vtorevision']], {
    createFolder: async (title) => (await call(E.createFolder, { body: { title } })).collection.id,
    renameFolder: (collectionId, title) =>
      call(E.renameFolder, { params: { collectionId }, body: { title } }),
    deleteFolder: (collectionId) => call(E.deleteFolder, { params: { collectionId } }),
    createRevision: async (collectionId, title) =>
      (await call(E.createRevision, { params: { collectionId }, body: { title } })).revision,
    rename: (params, title) => call(E.rename, { params, body: { title } }),
    move: (params, target) => call(E.move, { params, body: target }),
    remove: (params) => call(E.remove, { params }),
  });
