import { ASSIGNED_ITEM_KINDS, NOTICES } from '@cairn/domain/notifications/notices';
import { displayName } from '@cairn/domain/people/display-name';
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import type { TAfterCommit } from '../../db/run-change.ts';
import { people } from '../../db/schema/index.ts';
import { readOncePerTx } from '../../db/tx-memo.ts';
import type { TNotifier } from '../notifications/index.ts';
import type { TItemActor, TItemChange, TItemKind, TItemRowBase } from './item-types.ts';

/** True when the change hands the item to someone other than the actor (a new item, or a new owner). */
export function isNewOwner(actor: TItemActor, change: TItemChange): boolean {
  const owner = change.row.ownerPersonId;
  if (!owner || owner === actor.person.id || change.live === 'Deleted' || change.row.deletedAt) return false;
  return change.live === 'Added' || !change.before?.personIds.includes(owner);
}

/**
 * Tells the new owner (issue 15: "an item assigned to you by someone else"); a headline made
 * by cascading is "shared with you" instead. Written in the change's transaction.
 */
export async function notifyNewOwner(
  notifier: TNotifier,
  input: {
    tx: TDbOrTx;
    afterCommit: TAfterCommit;
    actor: TItemActor;
    kind: TItemKind;
    /** The item after the change (any owned, titled row: the four items, a measurable). */
    row: Pick<TItemRowBase, 'ownerPersonId' | 'title'>;
  },
) {
  const { tx, afterCommit, actor, kind, row } = input;
  const [by] = await readOncePerTx(tx, `actor-name:${actor.person.id}`, () =>
    tx
      .select({ firstName: people.firstName, lastName: people.lastName, email: people.email })
      .from(people)
      .where(and(eq(people.orgId, actor.orgId), eq(people.id, actor.person.id))),
  );
  const name = by ? displayName(by) : null;
  const isCascade = 'cascadedFromHeadlineId' in row && Boolean(row.cascadedFromHeadlineId);
  const itemKind = ASSIGNED_ITEM_KINDS.find((known) => known === kind.entityType) ?? 'todo';
  await notifier.toPeople(tx, afterCommit, actor.orgId, [row.ownerPersonId as string], {
    kind: isCascade ? 'headlineCascaded' : 'assigned',
    orgId: actor.orgId,
    ...(isCascade ? NOTICES.cascaded(name, row.title) : NOTICES.assigned(name, itemKind, row.title)),
  });
}
