import { VTO_ENDPOINTS as E } from '@cairn/domain/vto/vto.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** A V/TO change that refreshes the folders and the revisions after it succeeds. */
function useVtoChange<TVariables, TAnswer>(change: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
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
  useVtoChange(({ title }: { title: string }) => call(E.createFolder, { body: { title } }));

/** `POST vto/collection/{c}/revision`: an empty draft. */
export const useCreateRevision = (collectionId: string) =>
  useVtoChange(({ title }: { title: string }) =>
    call(E.createRevision, { params: { collectionId }, body: { title } }),
  );

/** `PUT vto/collection/{c}/rename` and `DELETE vto/collection/{c}` (an empty folder, not the company one). */
export const useRenameFolder = () =>
  useVtoChange(({ collectionId, title }: { collectionId: string; title: string }) =>
    call(E.renameFolder, { params: { collectionId }, body: { title } }),
  );
export const useDeleteFolder = () =>
  useVtoChange(({ collectionId }: { collectionId: string }) =>
    call(E.deleteFolder, { params: { collectionId } }),
  );

/** A revision's rename, move (to a folder, or a new one) and delete (001 §2-§5). */
export type TRevisionRef = { collectionId: string; revisionId: string };
export const useRenameRevision = () =>
  useVtoChange(({ title, ...params }: TRevisionRef & { title: string }) =>
    call(E.rename, { params, body: { title } }),
  );
/** To another folder (`to`) or a new one (`newFolderTitle`). */
export const useMoveRevision = () =>
  useVtoChange(({ to, newFolderTitle, ...params }: TRevisionRef & { to?: string; newFolderTitle?: string }) =>
    call(E.move, { params, body: to ? { collectionId: to } : { newFolderTitle } }),
  );
export const useDeleteRevision = () => useVtoChange((params: TRevisionRef) => call(E.remove, { params }));
