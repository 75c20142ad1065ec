import type { TRecord } from '../../db/run-change.ts';

/**
 * An account's change echoed on each of its people (one per organisation: a name, a picture):
 * an `updated` row and a live Updated for each, so every organisation's lists refresh.
 */
export async function recordPeopleFollowAccount(
  record: TRecord,
  changed: readonly { id: string; orgId: string }[],
  data: Record<string, unknown>,
) {
  for (const person of changed) {
    await record({
      orgId: person.orgId,
      entityType: 'person',
      entityId: person.id,
      action: 'updated',
      data,
      live: { verb: 'Updated', personIds: [person.id] },
    });
  }
}
