import type { TAcCollection, TAcRevision, TAcSeat, TAcVisibility } from '@cairn/domain/ac/ac.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMoveTarget } from '../../../components/folders/move-to-folder-popup.tsx';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { chartTiming } from '../utils/chart-timing.ts';

/** Query keys of the chart: all start with 'ac', so `ac` and `seat` live events refresh them. */
export const acKeys = {
  all: ['ac'] as const,
  collections: ['ac', 'collections'] as const,
  revision: (revisionId: string) => ['ac', 'revision', revisionId] as const,
};

/** The folders with the charts the caller may see. */
export function useAcCollections() {
  return useQuery({
    queryKey: acKeys.collections,
    queryFn: async () => (await apiGet<{ collections: TAcCollection[] }>('ac/collections')).collections,
  });
}

/** Where a chart's calls go. */
export const chartPath = (collectionId: string, revisionId: string) =>
  `/ac/collection/${collectionId}/revision/${revisionId}`;

/** One chart with its seats. */
export function acRevisionQueryOptions(collectionId: string, revisionId: string) {
  return queryOptions({
    queryKey: acKeys.revision(revisionId),
    queryFn: async () => {
      const { revision } = await apiGet<{ revision: TAcRevision }>(chartPath(collectionId, revisionId));
      chartTiming.markData();
      return revision;
    },
    meta: { isSilent: true },
  });
}

export function useAcRevision(collectionId: string, revisionId: string) {
  return useQuery(acRevisionQueryOptions(collectionId, revisionId));
}

/** A mutation that refreshes every chart query after it settles (the seat answers change the tree). */
function useChartMutation<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: acKeys.all }),
    meta: { handlesErrors: true },
  });
}

export function useCreateAcFolder() {
  return useChartMutation(
    async (title: string) =>
      (await apiSend<{ collection: TAcCollection }>('POST', '/ac/collections', { title })).collection,
  );
}

export function useCreateAcRevision() {
  return useChartMutation(
    async ({ collectionId, title }: { collectionId: string; title: string }) =>
      (
        await apiSend<{ revision: TAcRevision }>('PUT', `/ac/collection/${collectionId}/revision/create`, {
          title,
        })
      ).revision,
  );
}

/** One folder with the charts the caller may see (the folder page). */
export function useAcFolder(collectionId: string) {
  return useQuery({
    queryKey: [...acKeys.collections, collectionId],
    queryFn: async () =>
      (await apiGet<{ collection: TAcCollection }>(`ac/collection/${collectionId}`)).collection,
  });
}

/** Folder and chart calls of the folder lists (001 §2-§5). */
export function useAcFolderActions() {
  const chart = (collectionId: string, revisionId: string) => chartPath(collectionId, revisionId);
  return {
    renameFolder: useChartMutation(({ collectionId, title }: { collectionId: string; title: string }) =>
      apiSend('PUT', `/ac/collection/${collectionId}/rename`, { title }),
    ),
    deleteFolder: useChartMutation((collectionId: string) =>
      apiSend('DELETE', `/ac/collection/${collectionId}`),
    ),
    rename: useChartMutation(
      ({ collectionId, revisionId, title }: { collectionId: string; revisionId: string; title: string }) =>
        apiSend('PUT', `${chart(collectionId, revisionId)}/rename`, { title }),
    ),
    copy: useChartMutation(
      ({ collectionId, revisionId, title }: { collectionId: string; revisionId: string; title: string }) =>
        apiSend('PUT', `${chart(collectionId, revisionId)}/copy`, { title }),
    ),
    move: useChartMutation(
      ({
        collectionId,
        revisionId,
        target,
      }: {
        collectionId: string;
        revisionId: string;
        target: TMoveTarget;
      }) => apiSend('PUT', `${chart(collectionId, revisionId)}/move`, target),
    ),
    remove: useChartMutation(({ collectionId, revisionId }: { collectionId: string; revisionId: string }) =>
      apiSend('DELETE', chart(collectionId, revisionId)),
    ),
  };
}

/** The seat fields the popups send. */
export type TSeatFields = {
  title: string;
  assignedToId: string | null;
  placeholderName: string | null;
  roles: string[];
  isAssistant?: boolean;
};

/** Seat calls of one chart. */
export function useSeatActions(collectionId: string, revisionId: string) {
  const base = chartPath(collectionId, revisionId);
  const seat = async (method: 'PUT' | 'DELETE', path: string, body?: object) =>
    (await apiSend<{ seat?: TAcSeat }>(method, `${base}/${path}`, body)).seat;
  return {
    create: useChartMutation((input: TSeatFields & { parentId: string }) =>
      seat('PUT', 'create-seat', input),
    ),
    insert: useChartMutation((input: TSeatFields & { childId: string }) => seat('PUT', 'insert-seat', input)),
    edit: useChartMutation(
      ({ id, ...input }: Partial<TSeatFields> & { id: string; parentId?: string; version: number }) =>
        seat('PUT', `edit-seat/${id}`, input),
    ),
    remove: useChartMutation(({ id, holderOnly }: { id: string; holderOnly: boolean }) =>
      seat('DELETE', `remove-seat/${id}?holderOnly=${holderOnly}`),
    ),
    notes: useChartMutation(({ id, notes }: { id: string; notes: string }) =>
      seat('PUT', `edit-seat/${id}/notes`, { notes }),
    ),
    publish: useChartMutation((isPublished: boolean) =>
      apiSend('PUT', `${base}/${isPublished ? 'publish' : 'unpublish'}`, {}),
    ),
    visibility: useChartMutation((visibility: TAcVisibility) =>
      apiSend('PUT', `${base}/visibility`, visibility),
    ),
  };
}
