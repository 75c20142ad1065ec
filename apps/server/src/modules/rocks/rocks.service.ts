import type { TCreateRockRequest, TRemoveInMeetingRequest, TRock } from '@cairn/domain/rocks/rocks.schemas';
import { conflict } from '../../http/errors.ts';
import { sanitizeRichTextOffThread } from '../../lib/sanitize-pool.ts';
import { rockPolicy } from '../../policies/rocks.ts';
import type { TItemActor, TItemDeps } from '../traction-items/index.ts';
import { createRockChanges } from './rock-changes.service.ts';
import { createRockKit, type TRockRow } from './rock-kit.ts';
import { createRockLinksRepository } from './rock-links.repository.ts';
import { createRockWrites } from './rock-writes.ts';
import { presentRock } from './rocks.presenters.ts';

/** A rock with its delegation chain: the rocks above it (root first) and every rock below it. */
export type TRockChain = { rock: TRock; ancestors: TRock[]; descendants: TRock[] };
/** What `POST rocks/remove-in-meeting/{meetingId}` did: rocks taken off the meeting, and those left as they were. */
export type TRemoveInMeetingResult = { removedIds: string[]; failedIds: string[] };

/**
 * The rules of Rocks (000 §2.4, §3-§5, §7; 002 §3, §7): create with delegation, the
 * delegation chain, delete (with or without the delegated rocks) and removal from a meeting;
 * edits and actions are in rock-changes.service.ts. Reads, search and the shared item rules
 * (visibility, owners, meetings, versions, events, live events) come from the item kit.
 */
export function createRocksService(deps: TItemDeps) {
  const kit = createRockKit(deps);
  const links = createRockLinksRepository(deps.db);
  const writes = createRockWrites(kit, links);
  const changes = createRockChanges(kit, links, writes);

  /** The rows as answered, with their meetings and delegated rocks (loaded for all at once). */
  async function present(actor: TItemActor, rows: TRockRow[]): Promise<TRock[]> {
    const found = await links.linksOf(
      actor.orgId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentRock(row, found));
  }

  /** The rocks of `ids` the caller sees, in the order of `ids`. */
  async function readInOrder(actor: TItemActor, ids: string[]): Promise<TRock[]> {
    const rows = await kit.endpoints.list(actor, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.map((id) => byId.get(id)).filter((row): row is TRockRow => row !== undefined);
    return present(actor, ordered);
  }

  return {
    ...kit.endpoints,
    ...changes,
    present,

    /**
     * `POST rocks`: the rock in its meetings (each an active meeting the caller may change:
     * 404 / 403 on `tractionIds`), owned by someone the caller may assign who is invited to
     * every one of them (422 on `ownerId` / `tractionIds`), and its delegated rocks, all in
     * one transaction. Notes are sanitized.
     */
    async create(actor: TItemActor, input: TCreateRockRequest) {
      const main = input.tractionId ?? input.tractionIds[0];
      const meetingIds = [main, ...input.tractionIds.filter((id) => id !== main)];
      const contentHtml = await sanitizeRichTextOffThread(input.contentHtml ?? '');
      return kit.create(actor, async (tx, note) => {
        const meetings = await writes.meetingsFor(actor, meetingIds, 'tractionIds', tx);
        const fields = { field: 'ownerId', meetingField: 'tractionIds', currentOwnerId: null };
        await writes.checkOwnerFits(actor, input.ownerId, meetings, fields, tx);
        const row = {
          orgId: actor.orgId,
          title: input.title,
          ownerPersonId: input.ownerId,
          meetingId: main,
          dueDate: input.dueDate,
          type: input.type,
          contentHtml,
        };
        const rock = await writes.insertRock(row, meetingIds, tx, note);
        const delegates = await writes.delegate(actor, rock, input.delegated, tx, note);
        return { rock, delegates };
      });
    },

    /**
     * `GET rock/{id}/delegates` (000 §4): the chain up to the root and every rock delegated
     * below, each with `delegatedFromRockId` so the tree can be drawn. Rocks of the chain the
     * caller does not see are left out, like every read.
     */
    async delegates(actor: TItemActor, id: string): Promise<TRockChain> {
      const row = await kit.loadVisible(actor, id);
      const [ancestorIds, descendantIds] = await Promise.all([
        links.ancestorIds(actor.orgId, row.delegatedFromRockId),
        links.descendantIds(actor.orgId, row.id),
      ]);
      const [rock] = await present(actor, [row]);
      return {
        rock,
        ancestors: await readInOrder(actor, ancestorIds),
        descendants: await readInOrder(actor, descendantIds),
      };
    },

    /**
     * `DELETE rock/{id}/{flag}`: soft-deletes the rock; with `withDelegates` also every rock
     * delegated below it (down the chain). Without it, the rocks delegated from this one move
     * up to its parent (or become root rocks). Each deleted rock answers 404 afterwards.
     */
    async remove(actor: TItemActor, id: string, withDelegates: boolean): Promise<string[]> {
      return kit.create(actor, async (tx, note) => {
        const current = await kit.loadVisible(actor, id, tx, true);
        const ids = withDelegates ? [id, ...(await links.descendantIds(actor.orgId, id, tx))] : [id];
        if (!withDelegates) {
          for (const child of await links.childrenOf(actor.orgId, [id], tx)) {
            const row = await kit.store.find(actor.orgId, child.id, { lock: true }, tx);
            if (!row) continue;
            const change = { delegatedFromRockId: current.delegatedFromRockId };
            const updated = await kit.store.update(actor.orgId, row.id, row.version, change, tx);
            if (!updated) throw conflict();
            await note({
              row: updated,
              action: 'updated',
              live: 'Updated',
              data: { before: { delegatedFromRockId: id }, after: change },
            });
          }
        }
        for (const rockId of ids) {
          const row = rockId === id ? current : await kit.store.find(actor.orgId, rockId, { lock: true }, tx);
          if (!row) continue;
          const deleted = await kit.store.softDelete(actor.orgId, rockId, row.version, tx);
          if (!deleted) throw conflict();
          await note({ row: deleted, action: 'deleted', live: 'Deleted', data: { title: row.title } });
        }
        return ids;
      });
    },

    /**
     * `POST rocks/remove-in-meeting/{meetingId}`: takes each listed rock off the meeting (an
     * active meeting of the organisation the caller may change: 404 on `meetingId`, 403). A rock
     * the caller does not see, that is not in the meeting, or whose only meeting it is stays
     * as it is and is listed in `failedIds`; the others are in `removedIds`.
     */
    async removeInMeeting(
      actor: TItemActor,
      meetingId: string,
      input: TRemoveInMeetingRequest,
    ): Promise<TRemoveInMeetingResult> {
      return kit.create(actor, async (tx, note) => {
        await writes.meetingsFor(actor, [meetingId], 'meetingId', tx);
        const result: TRemoveInMeetingResult = { removedIds: [], failedIds: [] };
        for (const rockId of input.rockIds) {
          const row = await kit.store.find(
            actor.orgId,
            rockId,
            { where: rockPolicy.scope(actor), lock: true },
            tx,
          );
          const meetingIds = row ? await links.meetingIdsOf(actor.orgId, rockId, tx) : [];
          const rest = meetingIds.filter((m) => m !== meetingId);
          if (!row || rest.length === meetingIds.length || rest.length === 0) {
            result.failedIds.push(rockId);
            continue;
          }
          await links.setMeetings(actor.orgId, rockId, rest, tx);
          const main = row.meetingId === meetingId ? rest[0] : row.meetingId;
          const updated = await kit.store.update(actor.orgId, rockId, row.version, { meetingId: main }, tx);
          if (!updated) throw conflict();
          await note({
            row: updated,
            action: 'removedFromMeeting',
            live: 'Updated',
            data: { meetingId },
            before: { meetingIds: [meetingId], personIds: [] },
          });
          result.removedIds.push(rockId);
        }
        return result;
      });
    },
  };
}

export type TRocksService = ReturnType<typeof createRocksService>;
