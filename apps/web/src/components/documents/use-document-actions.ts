import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentActions } from './document-kind.ts';

type TAnyCall = (...args: never[]) => Promise<unknown>;

/**
 * A document's folder-page calls as one mutation: each call refreshes the document's queries
 * (`keys`) after it settles. The pages show their own errors (a 422 under the field, a toast
 * otherwise), so the app's error toast stays out (`handlesErrors`).
 */
export function useDocumentActions(keys: readonly QueryKey[], calls: TDocumentActions): TDocumentActions {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (work: () => Promise<unknown>) => work(),
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    meta: { handlesErrors: true },
  });
  const wrap = <F extends TAnyCall>(call: F) =>
    ((...args: Parameters<F>) => mutation.mutateAsync(() => call(...args))) as unknown as F;
  return {
    createFolder: wrap(calls.createFolder),
    renameFolder: wrap(calls.renameFolder),
    deleteFolder: wrap(calls.deleteFolder),
    createRevision: wrap(calls.createRevision),
    rename: wrap(calls.rename),
    move: wrap(calls.move),
    remove: wrap(calls.remove),
    copy: calls.copy ? wrap(calls.copy) : undefined,
  };
}
