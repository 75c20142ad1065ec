import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import type { TChangeAction } from '../../db/events.repository.ts';
import { checkVersion } from '../../db/versioned-update.ts';
import { actorToday } from '../../http/actor-today.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { sanitizeRichTextOffThread } from '../../lib/sanitize-pool.ts';
import type { TItemPolicy } from '../../policies/items.ts';
import { createItemChanges, type TMeetingIdsOf, type TNoteChange } from './item-audience.ts';
import { createItemRules } from './item-rules.ts';
import {
  searchItems,
  type TItemSearchColumns,
  type TItemSearchPage,
  type TItemSearchRequest,
} from './item-search.ts';
import { createItemStore } from './item-store.ts';
import type { TItemActor, TItemDeps, TItemKind, TItemRow, TItemTable, TLiveVerb } from './item-types.ts';

/** What one item type tells the kit: its table, its names, who sees which rows, its orders and stamps. */
export type TItemKitOptions<T extends TItemTable, F, S extends string> = TItemKind & {
  table: T;
  /** Who sees which rows: the type's policy (`policies/<type>.ts`). */
  policy: TItemPolicy;
  /** The item's meetings besides its main one (rocks), so that their rooms hear its events. */
  meetingIdsOf?: TMeetingIdsOf;
  /** The order of `GET {types}?ids=` (end it with the id so it is stable). */
  listOrder: SQL[];
  /** How `POST {types}/search` maps to SQL; `today` (the organisation's) decides date filters such as overdue. */
  searchColumns: (today: string) => TItemSearchColumns<F, S>;
  /** The columns a status change sets besides `status` (see `stampWhen`); none when absent. */
  statusStamp?: (status: TItemRow<T>['status']) => Record<string, Date | null>;
  /** What the events row of a created item records besides title and owner; its meeting when absent. */
  createdData?: (row: TItemRow<T>) => Record<string, unknown>;
};

/** A decided change of one item: the columns to set and how it is recorded and announced. */
export type TItemDecision<TNew> = {
  change: Partial<TNew>;
  action: TChangeAction;
  data?: Record<string, unknown>;
  live?: TLiveVerb;
};

/** A body that may carry `version`, which must then be current (409 otherwise). */
type TVersioned = { version?: number };

/** A status stamp: `column` is now when the status becomes `when`, and cleared otherwise. */
export const stampWhen =
  <TStatus extends string>(when: NoInfer<TStatus>, column: string) =>
  (status: TStatus): Record<string, Date | null> => ({ [column]: status === when ? new Date() : null });

/**
 * The shared machinery of the traction item types (To-Dos, Rocks, Issues, Headlines): reading
 * what the caller may see, reading by ids, searching, creating in a meeting, and running a
 * change with its version check, `events` row and live event, with the changes every type
 * shares (edit, status, reassign, delete). Each type keeps only its own rules.
 */
export function createItemKit<T extends TItemTable, F, S extends string>(
  deps: TItemDeps,
  options: TItemKitOptions<T, F, S>,
) {
  type TRow = TItemRow<T>;
  type TNew = T['$inferInsert'];
  type TStatus = TRow['status'];
  const store = createItemStore(deps.db, options.table);
  const rules = createItemRules(deps.db);
  const log = createItemChanges(deps, options, options.meetingIdsOf);
  const { table } = options;
  const visibleTo = options.policy.scope;
  const createdData = options.createdData ?? ((row: TRow) => ({ meetingId: row.meetingId }));

  /** The row when the actor sees it; 404 when absent, deleted, private or in another organisation. */
  async function loadVisible(actor: TItemActor, id: string, tx?: TDbOrTx, lock = false): Promise<TRow> {
    const row = await store.find(actor.orgId, id, { where: visibleTo(actor), lock }, tx);
    if (!row) throw notFound(options.noun ?? options.entityType);
    return row;
  }

  /** 422 on `ownerId` unless the person may own this existing item (see createItemRules.checkOwners). */
  const checkNewOwner = (actor: TItemActor, current: TRow, ownerId: string, tx: TDbOrTx) =>
    rules.checkNewOwner(
      actor,
      ownerId,
      { meetingId: current.meetingId, currentOwnerId: current.ownerPersonId },
      tx,
    );

  /**
   * Changes one item in one transaction: loads it locked (404 as `loadVisible`), checks
   * `version` when sent (409, nothing changes), lets `decide` validate and choose the change
   * (null: nothing to do, no event), writes it with a version bump, records the `events` row
   * and emits the live event (Updated unless the decision says otherwise) after commit.
   * `decide` may note changes of other rows it makes in the same transaction (e.g. new
   * delegated rocks).
   */
  async function change(
    actor: TItemActor,
    id: string,
    version: number | undefined,
    decide: (current: TRow, tx: TDbOrTx, note: TNoteChange) => Promise<TItemDecision<TNew> | null>,
  ): Promise<TRow> {
    return log.run(actor, async (tx, note) => {
      const current = await loadVisible(actor, id, tx, true);
      checkVersion(current.version, version);
      const before = await log.audienceOf(current, tx);
      const decision = await decide(current, tx, note);
      if (!decision) return current;
      const updated = await store.update(actor.orgId, id, current.version, decision.change, tx);
      if (!updated) throw conflict();
      await note({
        row: updated,
        action: decision.action,
        live: decision.live ?? 'Updated',
        data: decision.data,
        before,
      });
      return updated;
    });
  }

  /**
   * Inserts new rows in the running transaction and notes each as created (Added after
   * commit); the events row keeps title, owner and `data` of the row (the type's `createdData`).
   * `before` runs for each new row before it is noted (a rock links its meetings there, so
   * their rooms hear it).
   */
  async function insert(
    rows: TNew[],
    tx: TDbOrTx,
    note: TNoteChange,
    data = createdData,
    before?: (row: TRow) => Promise<void>,
  ): Promise<TRow[]> {
    const created = await store.insert(rows, tx);
    for (const row of created) {
      await before?.(row);
      await note({
        row,
        action: 'created',
        live: 'Added',
        data: { title: row.title, ownerPersonId: row.ownerPersonId, ...data(row) },
      });
    }
    return created;
  }

  /** Sets the status `next` answers for the current row; nothing when it is the same, else `action`. */
  /** The stamp columns of a status change (`solvedAt`, `completedAt`); none when the status stays. */
  function statusStampOf(current: TRow, status: TStatus | undefined): Record<string, Date | null> {
    if (status === undefined || status === current.status) return {};
    return options.statusStamp?.(status) ?? {};
  }

  async function changeStatus(
    actor: TItemActor,
    id: string,
    version: number | undefined,
    next: (current: TRow) => TStatus,
    action: TChangeAction = 'statusChanged',
  ): Promise<TRow> {
    return change(actor, id, version, async (current) => {
      const status = next(current);
      if (status === current.status) return null;
      return {
        change: { status, ...options.statusStamp?.(status) } as Partial<TNew>,
        action,
        data: { before: current.status, after: status },
      };
    });
  }

  return {
    store,
    rules,
    loadVisible,
    change,
    insert,
    changeStatus,
    statusStampOf,

    /** Runs a creation (or any multi-row work) in one transaction with its events and live events. */
    async create<R>(actor: TItemActor, work: (tx: TDbOrTx, note: TNoteChange) => Promise<R>): Promise<R> {
      return log.run(actor, work);
    },

    /**
     * `POST {types}` of meeting items: one row per owner, in one transaction. The meeting
     * (`tractionId`) must be an active one of the organisation (404 on `tractionId`) that the
     * caller may change (403); owners people of the organisation the caller may assign (422 on
     * `owners.field`) invited to the meeting (422 on `tractionId`). Notes are sanitized.
     */
    async createInMeeting(
      actor: TItemActor,
      input: { title: string; tractionId: string; contentHtml?: string | null },
      owners: { ids: string[]; field: string },
      own: Partial<TNew> = {},
    ): Promise<TRow[]> {
      const contentHtml = await sanitizeRichTextOffThread(input.contentHtml ?? '');
      return log.run(actor, async (tx, note) => {
        const meeting = await rules.meetingAndOwnersForNewItem(
          actor,
          input.tractionId,
          { ...owners, meetingField: 'tractionId' },
          tx,
        );
        const { orgId } = actor;
        const rows = owners.ids.map(
          (ownerPersonId) =>
            ({
              orgId,
              title: input.title,
              ownerPersonId,
              meetingId: meeting.id,
              contentHtml,
              ...own,
            }) as TNew,
        );
        return insert(rows, tx, note);
      });
    },

    /**
     * `PUT {type}/{id}`: the fields `after` answers for the current row, and the notes when
     * sent (sanitized; absent keeps them). `version` must be current (409). A new owner
     * (`ownerPersonId`) passes the owner rules (422 on `ownerId`); a new `status` stamps its
     * column as the status calls do, in the same transaction. Sending the same values changes
     * nothing; the events row keeps those fields before and after.
     */
    async edit(
      actor: TItemActor,
      id: string,
      input: { version: number; contentHtml?: string | null },
      after: (current: TRow) => Partial<TNew> & { ownerPersonId?: string | null; status?: TStatus },
    ): Promise<TRow> {
      // Cleaned before the transaction, off the event loop (a long note takes a while).
      const sentHtml =
        input.contentHtml === undefined
          ? undefined
          : await sanitizeRichTextOffThread(input.contentHtml ?? '');
      return change(actor, id, input.version, async (current, tx) => {
        const fields = after(current);
        const ownerId = fields.ownerPersonId;
        if (ownerId && ownerId !== current.ownerPersonId) await checkNewOwner(actor, current, ownerId, tx);
        const contentHtml = sentHtml ?? current.contentHtml;
        const row = current as Record<string, unknown>;
        const before = Object.fromEntries(Object.keys(fields).map((key) => [key, row[key]]));
        const isContentChanged = contentHtml !== current.contentHtml;
        if (!isContentChanged && JSON.stringify(fields) === JSON.stringify(before)) return null;
        return {
          change: { ...fields, ...statusStampOf(current, fields.status), contentHtml },
          action: 'updated',
          data: { before, after: fields, isContentChanged },
        };
      });
    },

    /**
     * The endpoints every item type answers the same way (reads, search, status, reassign,
     * delete); a service spreads them and adds its own.
     */
    endpoints: {
      /** One item the caller sees; 404 otherwise. */
      get: (actor: TItemActor, id: string, tx?: TDbOrTx): Promise<TRow> => loadVisible(actor, id, tx),

      /**
       * `GET {types}?ids=`: the listed rows the actor sees (others silently absent) in the type's
       * list order; `ids` empty answers none; without `ids`, the caller's own items.
       */
      async list(actor: TItemActor, ids: string[] | undefined): Promise<TRow[]> {
        if (ids && ids.length === 0) return [];
        const picked = ids ? inArray(table.id, ids) : eq(table.ownerPersonId, actor.person.id);
        return store.list(actor.orgId, and(visibleTo(actor), picked), options.listOrder);
      },

      /** `POST {types}/search` over the rows the actor sees, with the type's filters and sorts. */
      async search(
        actor: TItemActor,
        request: TItemSearchRequest<F, S>,
        today = actorToday(actor),
      ): Promise<TItemSearchPage<TRow>> {
        const columns = options.searchColumns(today);
        return searchItems(store, actor.orgId, visibleTo(actor), columns, request);
      },

      /** `PUT {type}/{id}/status` (or review): the status sent; a stamped status sets its column. */
      setStatus: (actor: TItemActor, id: string, input: TVersioned & { status: TStatus }): Promise<TRow> =>
        changeStatus(actor, id, input.version, () => input.status),

      /**
       * `PUT {type}/{id}/reassign` (000 §4): a new owner under the owner rules against the item's
       * meeting (422 on `ownerId`), or under `check` where the type has its own.
       */
      async reassign(
        actor: TItemActor,
        id: string,
        input: TVersioned & { ownerId: string },
        check = checkNewOwner,
      ): Promise<TRow> {
        return change(actor, id, input.version, async (current, tx) => {
          if (input.ownerId === current.ownerPersonId) return null;
          await check(actor, current, input.ownerId, tx);
          return {
            change: { ownerPersonId: input.ownerId } as Partial<TNew>,
            action: 'ownerChanged',
            data: { before: current.ownerPersonId, after: input.ownerId },
          };
        });
      },

      /** `DELETE {type}/{id}`: soft delete (`deleted_at`); it then answers 404 everywhere. Live: Deleted. */
      async remove(actor: TItemActor, id: string, version?: number): Promise<TRow> {
        return log.run(actor, async (tx, note) => {
          const current = await loadVisible(actor, id, tx, true);
          checkVersion(current.version, version);
          const deleted = await store.softDelete(actor.orgId, id, current.version, tx);
          if (!deleted) throw conflict();
          await note({ row: deleted, action: 'deleted', live: 'Deleted', data: { title: current.title } });
          return deleted;
        });
      },
    },
  };
}
