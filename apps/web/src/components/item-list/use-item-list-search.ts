import { useSession } from '../../lib/session/session-query.ts';
import type { TItemScope } from './item-list-filters.tsx';
import type { TItemSearchBody, TItemType } from './item-search.ts';
import { pageSearchBody, useItemSearch } from './use-item-search.ts';

/** One status filter of a list: its value, its label and the item statuses it holds. */
type TListStatusOption<TStatus extends string> = {
  value: TStatus;
  label: string;
  statuses: readonly string[];
};

/** What an item list asks for: scope, status, searched text, the 1-based page, and an optional meeting. */
export type TItemListRequest<TStatus extends string> = {
  scope: TItemScope;
  status: TStatus;
  text: string;
  page: number;
  tractionId?: string;
  /** More of the type's search filters, e.g. a rock list's `due-between` (a page's own filters). */
  filters?: Record<string, string[]>;
};

/** How one item type searches its lists: its status filters and its order. */
export type TItemListConfig<TStatus extends string, TSort extends string> = {
  statusOptions: readonly TListStatusOption<TStatus>[];
  sorts: TItemSearchBody<TSort>['sorts'];
  /** The status filter a list opens on. */
  initialStatus: TStatus;
};

/**
 * The search body of one window of an item list (002 §3): the statuses of the list's status,
 * the caller's own items for 'mine', the meeting and the searched text, in the type's order.
 */
function itemListSearchBody<TStatus extends string, TSort extends string>(
  config: TItemListConfig<TStatus, TSort>,
  request: Omit<TItemListRequest<TStatus>, 'page'>,
  window: { startIndex: number; endIndex: number },
  personId: string | null,
): TItemSearchBody<TSort> {
  const statuses = config.statusOptions.find((option) => option.value === request.status)?.statuses ?? [];
  return {
    ...window,
    includeTotalCount: true,
    filters: {
      ...request.filters,
      status: [...statuses],
      ...(request.scope === 'mine' && personId ? { 'owner-ids': [personId] } : {}),
      ...(request.tractionId ? { 'traction-ids': [request.tractionId] } : {}),
      ...(request.text ? { 'text-search': [request.text] } : {}),
    },
    sorts: config.sorts,
  };
}

/**
 * One page of an item list plus the count of each status filter in its scope (for the filter
 * labels), with 'mine' meaning the signed-in person. A 'mine' list waits for the session, so it
 * never shows everyone's items while the person is unknown.
 */
export function useItemListSearch<TItem, TStatus extends string, TSort extends string>(
  type: TItemType,
  config: TItemListConfig<TStatus, TSort>,
  request: TItemListRequest<TStatus>,
) {
  const { data: session } = useSession();
  const personId = session?.person?.id ?? null;
  return useItemSearch<TItem, TStatus>({
    type,
    page: request.page,
    countedStatuses: config.statusOptions,
    isEnabled: request.scope !== 'mine' || personId !== null,
    body: itemListPageBody(config, request, personId),
  });
}

/**
 * What a list asks for when it opens: its type's first status, page 1, no text; a meeting's lists
 * show everyone's items, the others the caller's. The sections and the route prefetch share it.
 */
export function initialListRequest<TStatus extends string>(
  config: { initialStatus: TStatus },
  tractionId?: string,
): TItemListRequest<TStatus> {
  return {
    scope: tractionId ? 'everyone' : 'mine',
    status: config.initialStatus,
    text: '',
    page: 1,
    tractionId,
  };
}

/**
 * What a list section's address-backed state (useListState) starts from: the defaults of
 * `initialListRequest`, the list's name in the address (e.g. `todos`) and the statuses it knows.
 */
export function listStateOptions<TStatus extends string>(
  config: { initialStatus: TStatus; statusOptions: readonly { value: TStatus }[] },
  key: string,
  tractionId?: string,
  initialScope?: TItemScope,
) {
  const { scope, status } = initialListRequest(config, tractionId);
  return {
    scope: initialScope ?? scope,
    status,
    key,
    statuses: config.statusOptions.map((option) => option.value),
  };
}

/** The search body of the page a list shows (its window, filters, order and status counts). */
export function itemListPageBody<TStatus extends string, TSort extends string>(
  config: TItemListConfig<TStatus, TSort>,
  request: TItemListRequest<TStatus>,
  personId: string | null,
): TItemSearchBody<TSort> {
  return pageSearchBody(request.page, (window) =>
    itemListSearchBody(config, request, window, personId),
  ) as TItemSearchBody<TSort>;
}
