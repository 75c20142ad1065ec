import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { TDocumentActions } from './document-kind.ts';

type TAnyCall = (...args: never[]) => Promise<unknown>;

/**
 * A document's folder-page calls as one mutation: each call refreshes the document's queries
 * (`keys`) after it settles. The pages show their own errors (a 422 under the field, a toast
 * otherwise), so the app's error toast stays out (`handlesErrors`).
 */
export function useDocumentActions(keys: readonly QueryKey[], calls: TDocumentActions): TDocumentActions {
  const queryClient = useQueryClient();
  // Deleted folders: their own queries are not fetched again (they would answer 404 while the
  // folder's page is still on screen, just before it goes back to the list).
  const deleted = useRef(new Set<string>());
  const isOfDeletedFolder = (queryKey: QueryKey) =>
    queryKey.some((part) => typeof part === 'string' && deleted.current.has(part));
  const mutation = useMutation({
    mutationFn: (work: () => Promise<unknown>) => work(),
    onSettled: () =>
      Promise.all(
        keys.map((queryKey) =>
          queryClient.invalidateQueries({
            queryKey,
            predicate: (query) => !isOfDeletedFolder(query.queryKey),
          }),
        ),
      ),
    meta: { handlesErrors: true },
  });
  const wrap = <F extends TAnyCall>(call: F) =>
    ((...args: Parameters<F>) => mutation.mutateAsync(() => call(...args))) as unknown as F;
  return {
    createFolder: wrap(calls.createFolder),
    renameFolder: wrap(calls.renameFolder),
    deleteFolder: (collectionId) =>
      mutation.mutateAsync(async () => {
        await calls.deleteFolder(collectionId);
        deleted.current.add(collectionId);
      }),
    createRevision: wrap(calls.createRevision),
    rename: wrap(calls.rename),
    move: wrap(calls.move),
    remove: wrap(calls.remove),
    copy: calls.copy ? wrap(calls.copy) : undefined,
  };
}
