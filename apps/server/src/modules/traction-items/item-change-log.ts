import type { TDbOrTx } from '../../db/client.ts';
import { createEventsRepository, type TChangeAction } from '../../db/events.repository.ts';
import type { TItemActor, TItemDeps, TItemKind } from './item-types.ts';

/** The live verb a change is announced with. */
export type TLiveVerb = 'Added' | 'Updated' | 'Deleted';

/** One change to one item: its `events` row and its live event. */
export type TItemChange = {
  entityId: string;
  action: TChangeAction;
  live: TLiveVerb;
  data?: Record<string, unknown>;
};

/** Records a change inside the running transaction (the events row) and queues its live event. */
export type TNoteChange = (change: TItemChange) => Promise<void>;

/**
 * Runs item changes the house way (ARCHITECTURE §3, §7): one transaction, an `events` row per
 * changed item written inside it, and the live events emitted only after it commits (none
 * when it rolls back).
 */
export function createItemChangeLog(deps: TItemDeps, kind: TItemKind) {
  const eventsRepo = createEventsRepository(deps.db);

  return {
    /** Runs `work` in a transaction; every change it notes is recorded, then announced after commit. */
    async run<T>(actor: TItemActor, work: (tx: TDbOrTx, note: TNoteChange) => Promise<T>): Promise<T> {
      let queued: TItemChange[] = [];
      const result = await deps.db.transaction(async (tx) => {
        queued = [];
        return work(tx, async (change) => {
          await eventsRepo.record(
            {
              orgId: actor.orgId,
              actorUserId: actor.userId,
              entityType: kind.entityType,
              entityId: change.entityId,
              action: change.action,
              data: change.data,
            },
            tx,
          );
          queued.push(change);
        });
      });
      for (const change of queued) {
        deps.live.entity(change.live, {
          entityId: change.entityId,
          type: kind.entityType,
          orgId: actor.orgId,
        });
      }
      return result;
    },
  };
}

export type TItemChangeLog = ReturnType<typeof createItemChangeLog>;
