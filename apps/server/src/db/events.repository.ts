import type { TDb, TDbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

/** One "who changed what" row (ARCHITECTURE §7). */
export type TChangeEvent = {
  orgId: string;
  actorUserId: string;
  entityType: 'org' | 'person';
  entityId: string;
  action: 'created' | 'updated' | 'added' | 'roleChanged' | 'removed';
  data?: Record<string, unknown>;
};

/** Appends to the events table; call it inside the transaction of the change it records. */
export function createEventsRepository(db: TDb) {
  return {
    /** Records one change; never updated or deleted afterwards. */
    async record(event: TChangeEvent, tx: TDbOrTx = db) {
      await tx.insert(events).values({ ...event, data: event.data ?? null });
    },
  };
}
