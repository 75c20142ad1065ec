import { searchTotals } from '@cairn/domain/search/search-window';
import { and, asc, desc, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TItemStore } from './item-store.ts';
import type { TItemRow, TItemTable } from './item-types.ts';

/** One sort key as the domain's search schema answers it. */
type TItemSort<S extends string> = { property: S; ascending: boolean };

/** A parsed search request (domain `searchRequestSchema`) of one item type. */
export type TItemSearchRequest<F, S extends string> = {
  startIndex: number;
  endIndex: number;
  includeTotalCount: boolean;
  /** Also count the rows per status, ignoring the status filter (one GROUP BY query). */
  includeStatusCounts?: boolean;
  filters: F;
  sorts: readonly TItemSort<S>[];
};

/**
 * How one item type's search maps to SQL: a condition builder for each filter it allows,
 * the column (or expression) of each sort property, and the order without sorts. Rocks,
 * issues and headlines give their own maps to the same `searchItems`.
 */
export type TItemSearchColumns<F, S extends string> = {
  filters: { [K in keyof F]-?: (value: Exclude<F[K], undefined>) => SQL | undefined };
  sorts: Record<S, AnyPgColumn | SQL>;
  defaultSorts: readonly TItemSort<S>[];
};

/** A page of a search: the window's rows, the totals (null when not asked for) and the counts per status when asked. */
export type TItemSearchPage<TRow> = {
  items: TRow[];
  totalCount: number | null;
  totalPages: number | null;
  statusCounts?: Record<string, number>;
};

/** A filter on a list of ids: the column is any of them. */
const inListFilter = (column: AnyPgColumn) => (ids: string[]) => inArray(column, ids);

/** A free-text filter: the column contains the text, ignoring case (empty text filters nothing). */
const textFilter = (column: AnyPgColumn) => (text: string) =>
  text ? ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;

/** A yes/no filter: `whenTrue` for true, `whenFalse` for false (each must be the other's complement). */
export const flagFilter = (whenTrue: () => SQL, whenFalse: () => SQL) => (flag: boolean) =>
  flag ? whenTrue() : whenFalse();

/**
 * The filters every item type's search has: its meeting (`traction-ids`), its owner, its
 * status and text in its title. A type spreads these and adds (or replaces) its own.
 */
export const itemFilters = (table: TItemTable) => ({
  'traction-ids': inListFilter(table.meetingId),
  'owner-ids': inListFilter(table.ownerPersonId),
  // Items without an owner are nobody's, so they stay when owners are left out.
  'excluded-owner-ids': (ids: string[]) =>
    ids.length ? or(isNull(table.ownerPersonId), notInArray(table.ownerPersonId, ids)) : undefined,
  status: (statuses: string[]) => inArray(table.status, statuses),
  'text-search': textFilter(table.title),
});

/** The sorts every item type's search has: title (ignoring case) and creation. */
export const itemSorts = (table: TItemTable) => ({
  title: sql`lower(${table.title})`,
  createdAt: table.createdAt,
});

/** The conditions of the filters present in the request, each through its builder (but those in `skip`). */
function filterConditions<F, S extends string>(
  columns: TItemSearchColumns<F, S>,
  filters: F,
  skip: readonly string[] = [],
): SQL[] {
  const conditions: SQL[] = [];
  for (const name of Object.keys(columns.filters) as (keyof F)[]) {
    if (skip.includes(name as string)) continue;
    const value = filters[name];
    if (value === undefined) continue;
    const condition = columns.filters[name](value as Exclude<F[keyof F], undefined>);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/**
 * The total of a search without a query of its own where the answer already tells it: the
 * counts per status summed over the statuses asked for (every type's `status` filter is the
 * plain list of `itemFilters`), or a window that came back short (its rows are all there are);
 * otherwise one COUNT.
 */
async function totalOf(figures: {
  items: readonly unknown[];
  limit: number;
  statusCounts: Record<string, number> | undefined;
  request: { startIndex: number; filters: unknown };
  count: () => Promise<number>;
}): Promise<number> {
  const { items, limit, statusCounts, request } = figures;
  if (statusCounts) {
    const asked = (request.filters as { status?: readonly string[] }).status;
    const statuses = asked ? new Set(asked) : Object.keys(statusCounts);
    let total = 0;
    for (const status of statuses) total += statusCounts[status] ?? 0;
    return total;
  }
  const isShort = items.length < limit && (items.length > 0 || request.startIndex === 0);
  return isShort ? request.startIndex + items.length : figures.count();
}

/**
 * `POST {type}/search` for any traction item (002 §3 Search): the organisation's rows inside
 * `scope` (the caller's visibility), narrowed by the request's filters, ordered by its sorts
 * (or the type's default) and then by id so pages never overlap, cut to the
 * `startIndex`..`endIndex` window; totals are counted only when asked for (and only when the
 * answer does not already tell them, `totalOf`), and so are the rows per status (every filter
 * but `status`, in one GROUP BY), which list filters show.
 */
export async function searchItems<T extends TItemTable, F, S extends string>(
  store: TItemStore<T>,
  orgId: string,
  scope: SQL,
  columns: TItemSearchColumns<F, S>,
  request: TItemSearchRequest<F, S>,
): Promise<TItemSearchPage<TItemRow<T>>> {
  const where = and(scope, ...filterConditions(columns, request.filters));
  const sorts = request.sorts.length ? request.sorts : columns.defaultSorts;
  const orderBy = [
    ...sorts.map((sort) => (sort.ascending ? asc : desc)(columns.sorts[sort.property])),
    asc(store.table.id),
  ];
  const limit = request.endIndex - request.startIndex;
  const statusScope = () => and(scope, ...filterConditions(columns, request.filters, ['status']));
  const window = { offset: request.startIndex, limit };
  // A total the counts per status will not tell comes with the page, in the same statement.
  const withTotal = request.includeTotalCount && !request.includeStatusCounts && limit > 0;
  const [listed, statusCounts] = await Promise.all([
    withTotal
      ? store.listWithTotal(orgId, where, orderBy, window)
      : (limit > 0 ? store.list(orgId, where, orderBy, window) : Promise.resolve([])).then((rows) => ({
          rows,
          total: undefined,
        })),
    request.includeStatusCounts ? store.countByStatus(orgId, statusScope()) : undefined,
  ]);
  const items = listed.rows;
  const totalCount = !request.includeTotalCount
    ? 0
    : (listed.total ??
      (await totalOf({ items, limit, statusCounts, request, count: () => store.count(orgId, where) })));
  const page = { items, ...searchTotals(totalCount, request.includeTotalCount) };
  return statusCounts ? { ...page, statusCounts } : page;
}
