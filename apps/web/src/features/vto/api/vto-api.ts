import type { TVtoCollection, TVtoRevision } from '@cairn/domain/vto/vto.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, isApiError, type TMutationMethod } from '../../../lib/api-client.ts';

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

/** The path of a revision's calls. */
export const revisionPath = (collectionId: string, revisionId: string) =>
  `/vto/collection/${collectionId}/revision/${revisionId}`;

/** `GET vto/collections`: the folders (company folder first) with the revisions the caller sees. */
export function useVtoCollections() {
  return useQuery({
    queryKey: vtoKeys.collections,
    queryFn: async ({ signal }) =>
      (await apiGet<{ collections: TVtoCollection[] }>('/vto/collections', { signal })).collections,
  });
}

/** `GET vto/collection/{c}`: one folder. */
export function useVtoFolder(collectionId: string) {
  return useQuery({
    queryKey: vtoKeys.folder(collectionId),
    queryFn: async ({ signal }) =>
      (await apiGet<{ collection: TVtoCollection }>(`/vto/collection/${collectionId}`, { signal }))
        .collection,
  });
}

/** `GET vto/collection/{c}/revision/{r}`: the revision with every section. A 404 is not retried. */
export function useVtoRevision(collectionId: string, revisionId: string) {
  return useQuery({
    queryKey: vtoKeys.revision(revisionId),
    queryFn: async ({ signal }) =>
      (await apiGet<{ revision: TVtoRevision }>(revisionPath(collectionId, revisionId), { signal })).revision,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

/** A V/TO call that refreshes the folders and the revision it touched. */
export function useVtoCall<TBody, TAnswer = unknown>(
  method: TMutationMethod,
  path: (body: TBody) => string,
  /** What is sent, when not the whole body (the path's ids stay out of it). */
  payload: (body: TBody) => unknown = (body) => body,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TBody) =>
      apiSend<TAnswer>(method, path(body), method === 'DELETE' ? undefined : payload(body)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['vto'] }),
        queryClient.invalidateQueries({ queryKey: ['vtorevision'] }),
      ]);
    },
  });
}

/** `POST vto/collections`. */
export const useCreateFolder = () =>
  useVtoCall<{ title: string }, { collection: TVtoCollection }>('POST', () => '/vto/collections');

/** `POST vto/collection/{c}/revision`: an empty draft. */
export const useCreateRevision = (collectionId: string) =>
  useVtoCall<{ title: string }, { revision: TVtoRevision }>(
    'POST',
    () => `/vto/collection/${collectionId}/revision`,
  );

/** `PUT vto/collection/{c}/rename` and `DELETE vto/collection/{c}` (an empty folder, not the company one). */
export const useRenameFolder = () =>
  useVtoCall<{ collectionId: string; title: string }>(
    'PUT',
    (b) => `/vto/collection/${b.collectionId}/rename`,
    (b) => ({ title: b.title }),
  );
export const useDeleteFolder = () =>
  useVtoCall<{ collectionId: string }>('DELETE', (b) => `/vto/collection/${b.collectionId}`);

/** A revision's rename, move (to a folder, or a new one) and delete (001 §2-§5). */
export type TRevisionRef = { collectionId: string; revisionId: string };
export const useRenameRevision = () =>
  useVtoCall<TRevisionRef & { title: string }>(
    'PUT',
    (b) => `${revisionPath(b.collectionId, b.revisionId)}/rename`,
    (b) => ({ title: b.title }),
  );
/** To another folder (`to`) or a new one (`newFolderTitle`). */
export const useMoveRevision = () =>
  useVtoCall<TRevisionRef & { to?: string; newFolderTitle?: string }, { revision: TVtoRevision }>(
    'PUT',
    (b) => `${revisionPath(b.collectionId, b.revisionId)}/move`,
    (b) => (b.to ? { collectionId: b.to } : { newFolderTitle: b.newFolderTitle }),
  );
export const useDeleteRevision = () =>
  useVtoCall<TRevisionRef>('DELETE', (b) => revisionPath(b.collectionId, b.revisionId));
