import type { TLiveEntityType } from '@cairn/domain/realtime/events';
import type { TDb, TDbOrTx } from './client.ts';
import { events } from './schema/index.ts';

/** What happened to the entity; each area adds its verbs here. */
export type TChangeAction =
  | 'created'
  | 'updated'
  | 'added'
  | 'roleChanged'
  | 'removed'
  | 'archived'
  | 'restored'
  | 'colorTagChanged'
  | 'ownerChanged'
  | 'favorited'
  | 'unfavorited'
  | 'leadershipTeamChanged'
  | 'completed'
  | 'uncompleted'
  | 'statusChanged'
  | 'deleted'
  | 'solved'
  | 'reopened'
  | 'moved'
  | 'removedFromMeeting';

/** One "who changed what" row (ARCHITECTURE §7). */
export type TChangeEvent = {
  orgId: string;
  actorUserId: string;
  /** The live-update entity kind of the changed row (`org`, `person`, `meeting`, ...). */
  entityType: TLiveEntityType;
  entityId: string;
  action: TChangeAction;
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
