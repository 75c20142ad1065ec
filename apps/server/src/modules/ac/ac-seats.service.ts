import { AC_SEATS_MAX, AC_TEXTS } from '@cairn/domain/ac/ac.constants';
import type { TLiveReaders } from '@cairn/domain/realtime/live-event-map';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps, type TRecord } from '../../db/run-change.ts';
import { acRevisions, acSeats } from '../../db/schema/index.ts';
import { checkVersion, updateVersioned } from '../../db/versioned-update.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import { sanitizeRichTextOffThread } from '../../lib/sanitize-pool.ts';
import type { TItemActor } from '../traction-items/index.ts';
import type { TAcRevisionRow, TAcSeatRow } from './ac.repository.ts';
import { createAcAccess } from './ac-access.ts';
import { isSelfOrBelow, reportsAfterDelete } from './ac-tree.ts';

/** The holder fields of a create, insert or edit. */
type THolder = { assignedToId?: string | null; placeholderName?: string | null };
/** What a new seat is made with. */
type TNewSeat = THolder & { title: string; roles: string[]; isAssistant: boolean };
/** The chart a seat call works on. */
type TChart = { collectionId: string; revisionId: string };

/** Seats of a chart: add below, insert above, edit and move, remove the holder or the seat, notes (001 §4-§5). */
export function createAcSeatsService(deps: TChangeDeps) {
  const access = createAcAccess(deps.db);
  const { repo } = access;

  /** A seat's change: heard by whoever may see its chart (`readers`, worked out once per change). */
  const note = (
    record: TRecord,
    seatId: string,
    action: 'created' | 'updated' | 'deleted',
    chart: { revisionId: string; readers: TLiveReaders },
  ) =>
    record({
      entityType: 'seat',
      entityId: seatId,
      action,
      data: { revisionId: chart.revisionId },
      live: {
        verb: action === 'created' ? 'Added' : action === 'deleted' ? 'Deleted' : 'Updated',
        readers: chart.readers,
      },
    });

  /** The chart a seat change announces to: its id and who may see it now. */
  const heardBy = async (revision: TAcRevisionRow, tx: TDbOrTx) => ({
    revisionId: revision.id,
    readers: await access.readersOf(revision.orgId, [revision], tx),
  });

  /** 422 unless the holder is a person of the organisation, and never both a holder and a placeholder. */
  async function checkHolder(actor: TItemActor, holder: THolder, tx?: TDbOrTx) {
    if (holder.assignedToId && holder.placeholderName)
      throw invalidField('placeholderName', AC_TEXTS.holderOrPlaceholder);
    if (!holder.assignedToId) return;
    const [person] = await repo.people(actor.orgId, [holder.assignedToId], tx);
    if (!person) throw invalidField('assignedToId', AC_TEXTS.holderNotInOrg);
  }

  /** A seat of this revision (404 for another revision's or organisation's). */
  function seatIn(seats: TAcSeatRow[], id: string): TAcSeatRow {
    const seat = seats.find((candidate) => candidate.id === id);
    if (!seat) throw notFound('seat');
    return seat;
  }

  /** Takes the next key of the revision (a row lock keeps two adds from taking one). */
  async function nextKey(tx: TDbOrTx, revisionId: string): Promise<number> {
    const [row] = await tx
      .update(acRevisions)
      .set({ nextSeatKey: sql`${acRevisions.nextSeatKey} + 1`, updatedAt: new Date() })
      .where(eq(acRevisions.id, revisionId))
      .returning({ key: acRevisions.nextSeatKey });
    return row.key - 1;
  }

  async function answer(actor: TItemActor, seat: TAcSeatRow) {
    const viewer = await access.viewerOf(actor);
    const [presented] = await access.presentSeats(actor.orgId, [seat], viewer.leadership);
    return presented;
  }

  /** Adds a seat under `parentId`, or above `childId` (taking its place; the child reports to it). */
  async function add(
    actor: TItemActor,
    chart: TChart,
    body: TNewSeat,
    place: { parentId?: string; childId?: string },
  ) {
    const { revision } = await access.changeable(actor, chart.collectionId, chart.revisionId);
    await checkHolder(actor, body);
    const seat = await runChange(deps, actor, async (tx, record) => {
      const heard = await heardBy(revision, tx);
      const seats = await repo.seats(actor.orgId, chart.revisionId, tx);
      if (seats.length >= AC_SEATS_MAX) throw invalidField('title', AC_TEXTS.tooManySeats);
      const child = place.childId ? seatIn(seats, place.childId) : null;
      if (child?.isRoot) throw invalidField('childId', AC_TEXTS.rootCannotMove);
      const parent = seatIn(seats, child ? (child.parentId as string) : (place.parentId as string));
      const [made] = await tx
        .insert(acSeats)
        .values({
          orgId: actor.orgId,
          revisionId: chart.revisionId,
          key: await nextKey(tx, chart.revisionId),
          title: body.title,
          parentId: parent.id,
          isAssistant: child ? false : body.isAssistant,
          assignedToPersonId: body.assignedToId ?? null,
          placeholderName: body.assignedToId ? null : (body.placeholderName ?? null),
          roles: body.roles,
        })
        .returning();
      if (child) {
        await tx
          .update(acSeats)
          .set({ parentId: made.id, version: sql`${acSeats.version} + 1`, updatedAt: new Date() })
          .where(eq(acSeats.id, child.id));
        await note(record, child.id, 'updated', heard);
      }
      await note(record, made.id, 'created', heard);
      return made;
    });
    return answer(actor, seat);
  }

  return {
    create: (actor: TItemActor, chart: TChart, body: TNewSeat & { parentId: string }) =>
      add(actor, chart, body, { parentId: body.parentId }),

    insert: (actor: TItemActor, chart: TChart, body: TNewSeat & { childId: string }) =>
      add(actor, chart, body, { childId: body.childId }),

    async get(actor: TItemActor, chart: TChart, seatId: string) {
      await access.readable(actor, chart.collectionId, chart.revisionId);
      return answer(actor, seatIn(await repo.seats(actor.orgId, chart.revisionId), seatId));
    },

    /** Any field; `parentId` moves the seat (never under itself or a seat below it; the top seat stays). */
    async edit(
      actor: TItemActor,
      chart: TChart,
      seatId: string,
      body: THolder & {
        title?: string;
        roles?: string[];
        isAssistant?: boolean;
        parentId?: string;
        version: number;
      },
    ) {
      const { revision } = await access.changeable(actor, chart.collectionId, chart.revisionId);
      const seat = await runChange(deps, actor, async (tx, record) => {
        const heard = await heardBy(revision, tx);
        const seats = await repo.seats(actor.orgId, chart.revisionId, tx);
        const current = seatIn(seats, seatId);
        checkVersion(current.version, body.version);
        const holder = {
          assignedToId: body.assignedToId === undefined ? current.assignedToPersonId : body.assignedToId,
          placeholderName:
            body.placeholderName === undefined ? current.placeholderName : body.placeholderName,
        };
        if (body.assignedToId) holder.placeholderName = body.placeholderName ?? null;
        if (body.placeholderName) holder.assignedToId = body.assignedToId ?? null;
        await checkHolder(actor, holder, tx);
        if (body.parentId !== undefined && body.parentId !== current.parentId) {
          if (current.isRoot) throw invalidField('parentId', AC_TEXTS.rootCannotMove);
          seatIn(seats, body.parentId);
          if (isSelfOrBelow(seats, seatId, body.parentId)) throw invalidField('parentId', AC_TEXTS.cycle);
        }
        if (current.isRoot && body.isAssistant) throw invalidField('isAssistant', AC_TEXTS.assistantOfRoot);
        const updated = await updateVersioned(
          tx,
          acSeats,
          { id: seatId, version: body.version },
          {
            title: body.title ?? current.title,
            roles: body.roles ?? current.roles,
            isAssistant: body.isAssistant ?? current.isAssistant,
            parentId: body.parentId ?? current.parentId,
            assignedToPersonId: holder.assignedToId ?? null,
            placeholderName: holder.assignedToId ? null : (holder.placeholderName ?? null),
          },
        );
        await note(record, seatId, 'updated', heard);
        return updated;
      });
      return answer(actor, seat);
    },

    /** Removes the holder (`holderOnly`), or deletes the seat: its reports move to its parent; the top seat stays. */
    async remove(actor: TItemActor, chart: TChart, seatId: string, holderOnly: boolean) {
      const { revision } = await access.changeable(actor, chart.collectionId, chart.revisionId);
      return runChange(deps, actor, async (tx, record) => {
        const heard = await heardBy(revision, tx);
        const seats = await repo.seats(actor.orgId, chart.revisionId, tx);
        const seat = seatIn(seats, seatId);
        if (holderOnly) {
          const [updated] = await tx
            .update(acSeats)
            .set({
              assignedToPersonId: null,
              placeholderName: null,
              version: sql`${acSeats.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(acSeats.id, seatId))
            .returning();
          await note(record, seatId, 'updated', heard);
          return { seatId, deleted: false, seat: updated };
        }
        if (seat.isRoot) throw invalidField('seatId', AC_TEXTS.rootCannotBeDeleted);
        for (const moved of reportsAfterDelete(seats, seatId)) {
          await tx
            .update(acSeats)
            .set({ parentId: moved.parentId, version: sql`${acSeats.version} + 1`, updatedAt: new Date() })
            .where(and(eq(acSeats.id, moved.id), eq(acSeats.revisionId, chart.revisionId)));
          await note(record, moved.id, 'updated', heard);
        }
        await tx.delete(acSeats).where(eq(acSeats.id, seatId));
        await note(record, seatId, 'deleted', heard);
        return { seatId, deleted: true, seat: null };
      });
    },

    /** Seat notes (rich text, sanitised; autosaved by the side panel). */
    async setNotes(actor: TItemActor, chart: TChart, seatId: string, notes: string) {
      const { revision } = await access.changeable(actor, chart.collectionId, chart.revisionId);
      const clean = await sanitizeRichTextOffThread(notes);
      const seat = await runChange(deps, actor, async (tx, record) => {
        const heard = await heardBy(revision, tx);
        seatIn(await repo.seats(actor.orgId, chart.revisionId, tx), seatId);
        const [updated] = await tx
          .update(acSeats)
          .set({ notes: clean, version: sql`${acSeats.version} + 1`, updatedAt: new Date() })
          .where(eq(acSeats.id, seatId))
          .returning();
        await note(record, seatId, 'updated', heard);
        return updated;
      });
      return answer(actor, seat);
    },
  };
}

export type TAcSeatsService = ReturnType<typeof createAcSeatsService>;
