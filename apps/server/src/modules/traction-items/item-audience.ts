import type { TDbOrTx } from '../../db/client.ts';
import { runChange } from '../../db/run-change.ts';
import { isNewOwner, notifyNewOwner } from './item-assignment.ts';
import type {
  TItemActor,
  TItemAudience,
  TItemChange,
  TItemDeps,
  TItemKind,
  TItemRowBase,
} from './item-types.ts';

/** Records a change inside the running transaction (the events row) and queues its live event. */
export type TNoteChange = (change: TItemChange) => Promise<void>;

/** The item's other meetings besides `meetingId` (a rock's several), read inside the transaction. */
export type TMeetingIdsOf = (row: TItemRowBase, tx: TDbOrTx) => Promise<string[]>;

/**
 * Item changes on the one unit of work (`runChange`): each noted change records its `events`
 * row and queues a live event for the rooms of the item's meetings and owners, before and
 * after the change, so that nobody else hears its id (a personal to-do: its owner only).
 */
export function createItemChanges(deps: TItemDeps, kind: TItemKind, meetingIdsOf?: TMeetingIdsOf) {
  /** The meetings and owner of a row as it is now in the transaction. */
  async function audienceOf(row: TItemRowBase, tx: TDbOrTx): Promise<TItemAudience> {
    const others = meetingIdsOf ? await meetingIdsOf(row, tx) : [];
    return { meetingIds: [row.meetingId, ...others], personIds: [row.ownerPersonId] };
  }

  return {
    audienceOf,

    /** Runs `work` as one change (runChange); every change it notes is recorded, then announced after commit. */
    run<T>(actor: TItemActor, work: (tx: TDbOrTx, note: TNoteChange) => Promise<T>): Promise<T> {
      return runChange(deps, actor, (tx, record, afterCommit) =>
        work(tx, async (change) => {
          const now = await audienceOf(change.row, tx);
          if (deps.notifier && isNewOwner(actor, change)) {
            await notifyNewOwner(deps.notifier, { tx, afterCommit, actor, kind, row: change.row });
          }
          await record({
            entityType: kind.entityType,
            entityId: change.row.id,
            action: change.action,
            data: change.data,
            live: {
              verb: change.live,
              meetingIds: [...now.meetingIds, ...(change.before?.meetingIds ?? [])],
              personIds: [...now.personIds, ...(change.before?.personIds ?? [])],
            },
          });
        }),
      );
    },
  };
}
