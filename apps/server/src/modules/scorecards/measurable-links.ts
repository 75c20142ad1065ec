import { SCORECARD_TEXTS } from '@cairn/domain/scorecards/scorecards.constants';
import type { TLinkedItem, TTrackingMeasurable } from '@cairn/domain/scorecards/scorecards.schemas';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { measurables, meetings, rocks, todos } from '../../db/schema/index.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import type { TScopeActor } from '../../policies/meeting-scope.ts';
import { meetingPolicy } from '../../policies/meetings.ts';
import { rockPolicy } from '../../policies/rocks.ts';
import { todoPolicy } from '../../policies/todos.ts';

/** The two columns a measurable's link is kept in (a rock or a to-do, never both). */
export type TLinkColumns = { linkedRockId: string | null; linkedTodoId: string | null };

const NO_LINK: TLinkColumns = { linkedRockId: null, linkedTodoId: null };

/** Where a link may point: the table, who may read it, and the columns that keep it. */
const LINKABLE = [
  {
    table: rocks,
    scope: rockPolicy.scope,
    columns: (id: string) => ({ linkedRockId: id, linkedTodoId: null }),
  },
  {
    table: todos,
    scope: todoPolicy.scope,
    columns: (id: string) => ({ linkedRockId: null, linkedTodoId: id }),
  },
] as const;

/** A live rock or to-do of the organisation the caller can read (the rocks and to-dos policies), as link columns; null otherwise. */
async function readableItem(actor: TScopeActor, itemId: string, tx: TDbOrTx): Promise<TLinkColumns | null> {
  for (const { table, scope, columns } of LINKABLE) {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.orgId, actor.orgId), eq(table.id, itemId), isNull(table.deletedAt), scope(actor)));
    if (row) return columns(row.id);
  }
  return null;
}

/**
 * The columns for `linkedItemId` (001 §3): a readable item (`readableItem`); anything else is a
 * 422 on the field, so an id of another organisation or of a meeting the caller does not see
 * tells nothing.
 */
export async function linkColumnsFor(
  actor: TScopeActor,
  linkedItemId: string | null,
  tx: TDbOrTx,
): Promise<TLinkColumns> {
  if (!linkedItemId) return NO_LINK;
  const item = await readableItem(actor, linkedItemId, tx);
  if (!item) throw invalidField('linkedItemId', SCORECARD_TEXTS.linkedItemUnknown);
  return item;
}

/** The live rocks and to-dos these measurable rows link to, by measurable id (deleted items read as none). */
export async function linkedItemsOf(
  orgId: string,
  rows: (TLinkColumns & { id: string })[],
  tx: TDbOrTx,
): Promise<Map<string, TLinkedItem>> {
  const rockIds = rows.flatMap((row) => (row.linkedRockId ? [row.linkedRockId] : []));
  const todoIds = rows.flatMap((row) => (row.linkedTodoId ? [row.linkedTodoId] : []));
  const live = (table: typeof rocks | typeof todos, ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: table.id, title: table.title })
          .from(table)
          .where(and(eq(table.orgId, orgId), inArray(table.id, ids), isNull(table.deletedAt)));
  const [rockRows, todoRows] = await Promise.all([live(rocks, rockIds), live(todos, todoIds)]);
  const items = new Map<string, TLinkedItem>([
    ...rockRows.map((r): [string, TLinkedItem] => [r.id, { id: r.id, kind: 'Rock', title: r.title }]),
    ...todoRows.map((t): [string, TLinkedItem] => [t.id, { id: t.id, kind: 'Todo', title: t.title }]),
  ]);
  const linked = new Map<string, TLinkedItem>();
  for (const row of rows) {
    const item = items.get(row.linkedRockId ?? row.linkedTodoId ?? '');
    if (item) linked.set(row.id, item);
  }
  return linked;
}

/** `GET scorecards/tracking/{itemId}`: the live measurables tracking a readable item, on scorecards the caller sees; 404 for any other id. */
export async function trackingMeasurables(
  actor: TScopeActor,
  itemId: string,
  tx: TDbOrTx,
): Promise<TTrackingMeasurable[]> {
  // Another organisation's item, or one the caller cannot read, is not found (as every route).
  if (!(await readableItem(actor, itemId, tx))) throw notFound();
  return tx
    .select({
      id: measurables.id,
      title: measurables.title,
      scorecardId: meetings.scorecardId,
      tractionId: measurables.meetingId,
    })
    .from(measurables)
    .innerJoin(meetings, eq(meetings.id, measurables.meetingId))
    .where(
      and(
        eq(measurables.orgId, actor.orgId),
        isNull(measurables.deletedAt),
        or(eq(measurables.linkedRockId, itemId), eq(measurables.linkedTodoId, itemId)),
        meetingPolicy.scope(actor),
      ),
    )
    .orderBy(measurables.title);
}
