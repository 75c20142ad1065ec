import type { TLiveEntityType } from '@cairn/domain/realtime/events';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TChangeAction } from '../../db/events.repository.ts';
import type { TChangeDeps } from '../../db/run-change.ts';
import type { orgActorOf } from '../../http/request-actor.ts';
import type { TNotifier } from '../notifications/index.ts';

/** A signed-in actor working in an organisation (what `orgActorOf` answers). */
export type TItemActor = ReturnType<typeof orgActorOf>;

/** What the item services use from the app (the app itself, or a seed's database and a quiet hub). */
export type TItemDeps = TChangeDeps & { notifier?: TNotifier };

/**
 * A traction item table: `baseColumns()` plus `tractionItemColumns()` (db/schema/item-columns.ts),
 * a (main) meeting and a status.
 * Every shared function below works on any table of this shape.
 */
export type TItemTable = PgTable & {
  id: AnyPgColumn;
  orgId: AnyPgColumn;
  version: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  title: AnyPgColumn;
  ownerPersonId: AnyPgColumn;
  meetingId: AnyPgColumn;
  status: AnyPgColumn;
  deletedAt: AnyPgColumn;
};

/** The common fields of an item row, whatever its table. */
export type TItemRowBase = {
  id: string;
  orgId: string;
  version: number;
  title: string;
  ownerPersonId: string | null;
  /** The (main) meeting; null for an item without one (a personal to-do). */
  meetingId: string | null;
  status: string;
  contentHtml: string;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The names an item type is known by: its live-update kind and the word its 404 uses (the kind when absent). */
export type TItemKind = { entityType: TLiveEntityType; noun?: string };

/** A row of an item table, with the common fields known even where the table is generic. */
export type TItemRow<T extends TItemTable> = T['$inferSelect'] & TItemRowBase;

/** The live verb a change is announced with. */
export type TLiveVerb = 'Added' | 'Updated' | 'Deleted';

/** Who may hear about an item: the rooms of its meetings and of its owners (ARCHITECTURE §6). */
export type TItemAudience = { meetingIds: (string | null)[]; personIds: (string | null)[] };

/** One change to one item: the row after it, its `events` row and its live event. */
export type TItemChange = {
  row: TItemRowBase;
  action: TChangeAction;
  live: TLiveVerb;
  data?: Record<string, unknown>;
  /** Who heard about the item before the change (its old meetings and owner), heard too. */
  before?: TItemAudience;
};
