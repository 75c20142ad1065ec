import { and, inArray, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import type { TChangeAction } from '../../db/events.repository.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { createItemChangeLog, type TLiveVerb, type TNoteChange } from './item-change-log.ts';
import { checkVersion, createItemRules } from './item-rules.ts';
import {
  searchItems,
  type TItemSearchColumns,
  type TItemSearchPage,
  type TItemSearchRequest,
} from './item-search.ts';
import { createItemStore } from './item-store.ts';
import type { TItemActor, TItemDeps, TItemKind, TItemRow, TItemTable } from './item-types.ts';

/** What one item type tells the kit: its table, its names and who sees which of its rows. */
export type TItemKitOptions<T extends TItemTable> = TItemKind & {
  table: T;
  /** The rows of the organisation the actor sees (see item-visibility.ts). */
  visibleTo: (actor: TItemActor) => SQL;
};

/** A decided change of one item: the columns to set and how it is recorded and announced. */
export type TItemDecision<TNew> = {
  change: Partial<TNew>;
  action: TChangeAction;
  data?: Record<string, unknown>;
  live?: TLiveVerb;
};

/**
 * The shared machinery of a traction item type (To-Dos now; Rocks, Issues, Headlines next):
 * reading what the caller may see, reading by ids, searching, and running a change with its
 * version check, `events` row and live event. Each type keeps only its own rules.
 */
export function createItemKit<T extends TItemTable>(deps: TItemDeps, options: TItemKitOptions<T>) {
  type TRow = TItemRow<T>;
  type TNew = T['$inferInsert'];
  const store = createItemStore(deps.db, options.table);
  const rules = createItemRules(deps.db);
  const log = createItemChangeLog(deps, options);
  const { table } = options;

  /** The row when the actor sees it; 404 when absent, deleted, private or in another organisation. */
  async function loadVisible(actor: TItemActor, id: string, tx?: TDbOrTx, lock = false): Promise<TRow> {
    const row = await store.find(actor.orgId, id, { where: options.visibleTo(actor), lock }, tx);
    if (!row) throw notFound(options.noun);
    return row;
  }

  return {
    store,
    rules,
    log,
    loadVisible,

    /**
     * Changes one item in one transaction: loads it locked (404 as `loadVisible`), checks
     * `version` when sent (409, nothing changes), lets `decide` validate and choose the change
     * (null: nothing to do, no event), writes it with a version bump, records the `events` row
     * and emits the live event (Updated unless the decision says otherwise) after commit.
     * `decide` may note changes of other rows it makes in the same transaction (e.g. new
     * delegated rocks).
     */
    async change(
      actor: TItemActor,
      id: string,
      version: number | undefined,
      decide: (current: TRow, tx: TDbOrTx, note: TNoteChange) => Promise<TItemDecision<TNew> | null>,
    ): Promise<TRow> {
      return log.run(actor, async (tx, note) => {
        const current = await loadVisible(actor, id, tx, true);
        checkVersion(current.version, version);
        const decision = await decide(current, tx, note);
        if (!decision) return current;
        const updated = await store.update(actor.orgId, id, current.version, decision.change, tx);
        if (!updated) throw conflict();
        await note({
          entityId: id,
          action: decision.action,
          live: decision.live ?? 'Updated',
          data: decision.data,
        });
        return updated;
      });
    },

    /** Soft-deletes one item (`deleted_at`); it then answers 404 everywhere. Live: Deleted. */
    async remove(actor: TItemActor, id: string, version?: number): Promise<TRow> {
      return log.run(actor, async (tx, note) => {
        const current = await loadVisible(actor, id, tx, true);
        checkVersion(current.version, version);
        const deleted = await store.softDelete(actor.orgId, id, current.version, tx);
        if (!deleted) throw conflict();
        await note({ entityId: id, action: 'deleted', live: 'Deleted', data: { title: current.title } });
        return deleted;
      });
    },

    /**
     * `GET {types}?ids=`: the listed rows the actor sees (others silently absent); `ids` empty
     * answers none; without `ids`, the rows of `whenNoIds` (each type says which list that is).
     */
    async readByIds(
      actor: TItemActor,
      ids: string[] | undefined,
      order: { orderBy: SQL[]; whenNoIds: SQL },
    ): Promise<TRow[]> {
      if (ids && ids.length === 0) return [];
      const picked = ids ? inArray(table.id, ids) : order.whenNoIds;
      return store.list(actor.orgId, and(options.visibleTo(actor), picked), order.orderBy);
    },

    /** `POST {types}/search` over the rows the actor sees, with the type's filter and sort map. */
    async search<F, S extends string>(
      actor: TItemActor,
      columns: TItemSearchColumns<F, S>,
      request: TItemSearchRequest<F, S>,
    ): Promise<TItemSearchPage<TRow>> {
      return searchItems(store, actor.orgId, options.visibleTo(actor), columns, request);
    },

    /** Runs a creation (or any multi-row work) in one transaction with its events and live events. */
    async create<R>(actor: TItemActor, work: (tx: TDbOrTx, note: TNoteChange) => Promise<R>): Promise<R> {
      return log.run(actor, work);
    },
  };
}

export type TItemKit<T extends TItemTable> = ReturnType<typeof createItemKit<T>>;
