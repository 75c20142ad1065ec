import { AC_ENDPOINTS as E } from '@cairn/domain/ac/ac.endpoints';
import { type TAcVisibility, visibilityRequest } from '@cairn/domain/ac/ac-visibility';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDocumentActions } from '../../../components/documents/use-document-actions.ts';
import { call } from '../../../lib/call.ts';
import { chartTiming } from '../utils/chart-timing.ts';

/** Query keys of the chart: all start with 'ac', so `ac` and `seat` live events refresh them. */
const acKeys = {
  all: ['ac'] as const,
  collections: ['ac', 'collections'] as const,
  revision: (revisionId: string) => ['ac', 'revision', revisionId] as const,
};

/** The folders with the charts the caller may see. */
export function useAcCollections() {
  return useQuery({
    queryKey: acKeys.collections,
    queryFn: async ({ signal }) => (await call(E.collections, { signal })).collections,
  });
}

/** One chart with its seats. */
function acRevisionQueryOptions(collectionId: string, revisionId: string) {
  return queryOptions({
    queryKey: acKeys.revision(revisionId),
    queryFn: async ({ signal }) => {
      const { revision } = await call(E.chart, { params: { collectionId, revisionId }, signal });
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
function useChartMutation<TVariables, TResult>(change: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: acKeys.all }),
    meta: { handlesErrors: true },
  });
}

/** One folder with the charts the caller may see (the folder page). */
export function useAcFolder(collectionId: string) {
  return useQuery({
    queryKey: [...acKeys.collections, collectionId],
    queryFn: async ({ signal }) =>
      (await call(E.collection, { params: { collectionId }, signal })).collection,
    // The folder page shows its own "could not be loaded" state.
    meta: { isSilent: true },
  });
}

/**
 * The folder pages' calls (components/documents): folders, charts, and a chart's rename, copy
 * (every seat, by name), move and delete (001 §2-§5).
 */
export const useAcDocumentActions = () =>
  useDocumentActions([acKeys.all], {
    createFolder: async (title) => (await call(E.createFolder, { body: { title } })).collection.id,
    renameFolder: (collectionId, title) =>
      call(E.renameFolder, { params: { collectionId }, body: { title } }),
    deleteFolder: (collectionId) => call(E.deleteFolder, { params: { collectionId } }),
    createRevision: async (collectionId, title) =>
      (await call(E.createChart, { params: { collectionId }, body: { title } })).revision,
    rename: (params, title) => call(E.rename, { params, body: { title } }),
    copy: (params, title) => call(E.copy, { params, body: { title } }),
    move: (params, target) => call(E.move, { params, body: target }),
    remove: (params) => call(E.removeChart, { params }),
  });

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
  const chart = { collectionId, revisionId };
  const ofSeat = (seatId: string) => ({ ...chart, seatId });
  return {
    create: useChartMutation(
      async (input: TSeatFields & { parentId: string }) =>
        (await call(E.createSeat, { params: chart, body: input })).seat,
    ),
    insert: useChartMutation(
      async (input: TSeatFields & { childId: string }) =>
        (await call(E.insertSeat, { params: chart, body: input })).seat,
    ),
    edit: useChartMutation(
      async ({ id, ...input }: Partial<TSeatFields> & { id: string; parentId?: string; version: number }) =>
        (await call(E.editSeat, { params: ofSeat(id), body: input })).seat,
    ),
    remove: useChartMutation(async ({ id, holderOnly }: { id: string; holderOnly: boolean }) => {
      const answer = await call(E.removeSeat, {
        params: ofSeat(id),
        query: { holderOnly: holderOnly ? 'true' : 'false' },
      });
      return 'seat' in answer ? answer.seat : undefined;
    }),
    notes: useChartMutation(
      async ({ id, notes }: { id: string; notes: string }) =>
        (await call(E.seatNotes, { params: ofSeat(id), body: { notes } })).seat,
    ),
    publish: useChartMutation((isPublished: boolean) =>
      call(isPublished ? E.publish : E.unpublish, { params: chart, body: {} }),
    ),
    visibility: useChartMutation((visibility: TAcVisibility) =>
      call(E.visibility, { params: chart, body: visibilityRequest(visibility) }),
    ),
  };
}
