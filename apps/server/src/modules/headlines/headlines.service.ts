import { HEADLINE_TEXTS } from '@cairn/domain/headlines/headlines.constants';
import type {
  TCascadeHeadlineRequest,
  TCreateHeadlineRequest,
  THeadlineReviewRequest,
  THeadlineSearchRequest,
  TReassignHeadlineRequest,
  TUpdateHeadlineRequest,
} from '@cairn/domain/headlines/headlines.schemas';
import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { headlines } from '../../db/schema/index.ts';
import { forbidden, invalidField } from '../../http/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { readFeatureFlags } from '../platform/feature-flags.repository.ts';
import type { TNoteChange } from '../traction-items/item-change-log.ts';
import type { TItemSearchPage } from '../traction-items/item-search.ts';
import type { TItemActor, TItemDeps } from '../traction-items/item-types.ts';
import {
  createHeadlineKit,
  headlineSearchColumns,
  type THeadlineRow,
  type TNewHeadline,
} from './headline-kit.ts';

/**
 * The rules of Headlines (001 §2-§9; 002 §4, §7): add, reads, search, edit, review status,
 * reassign, delete and cascade to other owners and meetings. Shared item rules (visibility,
 * owners, meetings, versions, events, live events) come from the item kit.
 */
export function createHeadlinesService(deps: TItemDeps) {
  const kit = createHeadlineKit(deps);
  const { rules } = kit;

  /** 422 on `ownerId` unless the owner may own this existing headline. */
  const checkNewOwner = (actor: TItemActor, current: THeadlineRow, ownerId: string, tx: TDbOrTx) =>
    rules.checkNewOwner(
      actor,
      ownerId,
      { meetingId: current.meetingId, currentOwnerId: current.ownerPersonId },
      tx,
    );

  /** Inserts the headlines and notes each as created (Added after commit). */
  async function insertAll(rows: TNewHeadline[], tx: TDbOrTx, note: TNoteChange) {
    const created = await kit.store.insert(rows, tx);
    for (const row of created) {
      await note({
        entityId: row.id,
        action: 'created',
        live: 'Added',
        data: {
          title: row.title,
          ownerPersonId: row.ownerPersonId,
          meetingId: row.meetingId,
          cascadedFromHeadlineId: row.cascadedFromHeadlineId,
        },
      });
    }
    return created;
  }

  return {
    /**
     * `POST headlines`: the meeting must be an active one of the organisation (404 on
     * `tractionId`) the caller may change (403); the owner a person of the organisation the
     * caller may assign (422 on `ownerId`) invited to the meeting (422 on `tractionId`).
     */
    async create(actor: TItemActor, input: TCreateHeadlineRequest): Promise<THeadlineRow> {
      const contentHtml = sanitizeRichText(input.contentHtml ?? '');
      const [row] = await kit.create(actor, async (tx, note) => {
        const meeting = await rules.meetingForNewItem(actor, input.tractionId, 'tractionId', tx);
        await rules.checkOwners(
          actor,
          [input.ownerId],
          { field: 'ownerId', meeting, meetingField: 'tractionId', currentOwnerId: null },
          tx,
        );
        const values = { orgId: actor.orgId, title: input.title, ownerPersonId: input.ownerId };
        return insertAll([{ ...values, meetingId: meeting.id, contentHtml }], tx, note);
      });
      return row;
    },

    /** One headline the caller sees; 404 otherwise. */
    async get(actor: TItemActor, id: string): Promise<THeadlineRow> {
      return kit.loadVisible(actor, id);
    },

    /** `GET headlines?ids=`: those the caller sees, oldest first; without `ids`, the caller's own. */
    async list(actor: TItemActor, ids: string[] | undefined): Promise<THeadlineRow[]> {
      return kit.readByIds(actor, ids, {
        orderBy: [asc(headlines.createdAt), asc(headlines.id)],
        whenNoIds: eq(headlines.ownerPersonId, actor.person.id),
      });
    },

    /** `POST headlines/search` over the headlines the caller sees. */
    async search(actor: TItemActor, request: THeadlineSearchRequest): Promise<TItemSearchPage<THeadlineRow>> {
      return kit.search(actor, headlineSearchColumns, request);
    },

    /** `PUT headline/{id}`: title, and (when sent) owner and notes; same values change nothing. */
    async update(actor: TItemActor, id: string, input: TUpdateHeadlineRequest): Promise<THeadlineRow> {
      return kit.change(actor, id, input.version, async (current, tx) => {
        const ownerId = input.ownerId ?? current.ownerPersonId;
        if (ownerId && ownerId !== current.ownerPersonId) await checkNewOwner(actor, current, ownerId, tx);
        const contentHtml =
          input.contentHtml === undefined ? current.contentHtml : sanitizeRichText(input.contentHtml ?? '');
        const after = { title: input.title, ownerPersonId: ownerId };
        const before = { title: current.title, ownerPersonId: current.ownerPersonId };
        const isContentChanged = contentHtml !== current.contentHtml;
        if (!isContentChanged && JSON.stringify(after) === JSON.stringify(before)) return null;
        return {
          change: { ...after, contentHtml },
          action: 'updated',
          data: { before, after, isContentChanged },
        };
      });
    },

    /** `PUT headline/{id}/review`: To review, Reviewed or Removed. */
    async review(actor: TItemActor, id: string, input: THeadlineReviewRequest): Promise<THeadlineRow> {
      return kit.change(actor, id, input.version, async (current) => {
        if (input.status === current.status) return null;
        return {
          change: { status: input.status },
          action: 'statusChanged',
          data: { before: current.status, after: input.status },
        };
      });
    },

    /** `PUT headline/{id}/reassign` (001 §4): a new owner under the owner rules (422 on `ownerId`). */
    async reassign(actor: TItemActor, id: string, input: TReassignHeadlineRequest): Promise<THeadlineRow> {
      return kit.change(actor, id, input.version, async (current, tx) => {
        if (input.ownerId === current.ownerPersonId) return null;
        await checkNewOwner(actor, current, input.ownerId, tx);
        return {
          change: { ownerPersonId: input.ownerId },
          action: 'ownerChanged',
          data: { before: current.ownerPersonId, after: input.ownerId },
        };
      });
    },

    /** `DELETE headline/{id}`: soft delete; the headline then answers 404. */
    async remove(actor: TItemActor, id: string): Promise<THeadlineRow> {
      return kit.remove(actor, id);
    },

    /**
     * `POST headline/cascade` (001 §3, §5): behind the CascadeHeadlines flag (403 when off).
     * One copy (to review, same title and notes) per row, all in one transaction: the headline
     * must be one the caller sees (404); each row's meeting an active one the caller may change
     * (404 / 403 on `targets.{n}.tractionId`); each owner one the caller may assign (422 on
     * `targets.{n}.ownerId`) invited to that meeting (422 on `targets.{n}.tractionId`); a row
     * naming the headline's own owner and meeting is refused. Repeated rows make one copy.
     */
    async cascade(actor: TItemActor, input: TCascadeHeadlineRequest): Promise<THeadlineRow[]> {
      const flags = await readFeatureFlags(deps.db);
      if (!flags.CascadeHeadlines) throw forbidden(HEADLINE_TEXTS.cascadeOff);
      return kit.create(actor, async (tx, note) => {
        const source = await kit.loadVisible(actor, input.headlineId, tx);
        const seen = new Set<string>();
        const rows: TNewHeadline[] = [];
        for (const [index, target] of input.targets.entries()) {
          const field = (name: string) => `targets.${index}.${name}`;
          const meeting = await rules.meetingForNewItem(actor, target.tractionId, field('tractionId'), tx);
          if (meeting.id === source.meetingId && target.ownerId === source.ownerPersonId) {
            throw invalidField(field('ownerId'), HEADLINE_TEXTS.cascadeToItself);
          }
          await rules.checkOwners(
            actor,
            [target.ownerId],
            { field: field('ownerId'), meeting, meetingField: field('tractionId'), currentOwnerId: null },
            tx,
          );
          const key = `${target.ownerId}/${meeting.id}`;
          if (seen.has(key)) continue;
          seen.add(key);
          rows.push({
            orgId: actor.orgId,
            title: source.title,
            ownerPersonId: target.ownerId,
            meetingId: meeting.id,
            contentHtml: source.contentHtml,
            cascadedFromHeadlineId: source.id,
          });
        }
        return insertAll(rows, tx, note);
      });
    },
  };
}

export type THeadlinesService = ReturnType<typeof createHeadlinesService>;
