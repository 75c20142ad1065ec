import { randomUUID } from 'node:crypto';
import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import type { TAgendaItemInput } from '@cairn/domain/meetings/meetings.schemas';
import type { FastifyInstance } from 'fastify';
import type { TDbOrTx } from '../../db/client.ts';
import type { TStoredAgendaItem } from '../../db/schema/index.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.ts';
import type { orgActorOf } from '../../http/request-actor.ts';
import { meetingPolicy } from '../../policies/meetings.ts';
import type { TMeetingRow, TMeetingsRepository } from './meetings.repository.ts';

/** What the meeting services use from the app. */
export type TMeetingsDeps = Pick<FastifyInstance, 'db' | 'live' | 'log'>;
/** A signed-in actor working in an organisation (what `orgActorOf` answers). */
export type TOrgActor = ReturnType<typeof orgActorOf>;
/** The action a change needs on the meeting itself (beyond the route's role check). */
export type TMeetingChangeAction = 'meetings.update' | 'meetings.archive';

/**
 * Rules shared by the meeting services: loading a meeting for the caller (404 outside the
 * organisation, 403 inside it when not allowed), checking invitees and titles, and agenda ids.
 */
export function createMeetingRules(repo: TMeetingsRepository) {
  /** The meeting, or 404 when absent or in another organisation (never which). */
  async function load(actor: TOrgActor, id: string, tx: TDbOrTx, lock = false): Promise<TMeetingRow> {
    const row = await repo.find(actor.orgId, id, tx, lock);
    if (!row) throw notFound('meeting');
    return row;
  }

  return {
    load,

    /** The meeting when the caller may see it: 404 elsewhere, 403 for a meeting of the organisation they are not invited to. */
    async loadVisible(
      actor: TOrgActor,
      id: string,
      tx: TDbOrTx,
    ): Promise<{ row: TMeetingRow; inviteeIds: string[] }> {
      const row = await load(actor, id, tx);
      const inviteeIds = await repo.inviteeIdsOf(row.id, tx);
      if (!meetingPolicy.canSee(actor, { inviteeIds })) throw forbidden(MEETING_TEXTS.notInvited);
      return { row, inviteeIds };
    },

    /**
     * The meeting, locked, when the caller may change it: 404 elsewhere; 403 when they are
     * not invited (Manager, Member, Implementer) or may not change it at all; 409 when it is
     * archived and `isArchivedAllowed` is false.
     */
    async loadChangeable(
      actor: TOrgActor,
      id: string,
      tx: TDbOrTx,
      options: { action?: TMeetingChangeAction; isArchivedAllowed?: boolean } = {},
    ): Promise<{ row: TMeetingRow; inviteeIds: string[] }> {
      const row = await load(actor, id, tx, true);
      const inviteeIds = await repo.inviteeIdsOf(row.id, tx);
      if (!meetingPolicy.canChange(actor, { inviteeIds }, options.action ?? 'meetings.update')) {
        throw forbidden(MEETING_TEXTS.cannotChange);
      }
      if (row.archivedAt && !options.isArchivedAllowed) throw conflict(MEETING_TEXTS.archived);
      return { row, inviteeIds };
    },

    /** 422 on `field` unless every id is a person of the organisation. */
    async checkPeople(
      actor: TOrgActor,
      ids: string[],
      field: string,
      text: string,
      tx: TDbOrTx,
    ): Promise<void> {
      const existing = await repo.existingPeople(actor.orgId, ids, tx);
      if (ids.some((id) => !existing.has(id))) throw invalidField(field, text);
    },

    /** 422 on `title` when another active meeting of the organisation has it (ignoring case). */
    async checkTitleFree(
      actor: TOrgActor,
      title: string,
      exceptId: string | null,
      tx: TDbOrTx,
    ): Promise<void> {
      if (await repo.isTitleTaken(actor.orgId, title, exceptId, tx))
        throw invalidField('title', MEETING_TEXTS.titleTaken);
    },
  };
}

/** Agenda sections to store: sent ids are kept (a renamed or moved section stays itself), new ones get one. */
export function agendaToStore(items: readonly TAgendaItemInput[]): TStoredAgendaItem[] {
  return items.map((item) => ({
    id: item.id?.toLowerCase() ?? randomUUID(),
    name: item.name,
    lengthInMinutes: item.lengthInMinutes,
  }));
}

/**
 * Turns a unique violation that raced past a service's own check into its answer: a taken
 * title is 422 on `title`, a second leadership team meeting is 409. Anything else is rethrown.
 */
export function rethrowMeetingConflict(error: unknown): never {
  const constraint = uniqueViolationOf(error);
  if (constraint === 'meetings_org_title_active_idx') throw invalidField('title', MEETING_TEXTS.titleTaken);
  if (constraint === 'meetings_org_leadership_idx') throw conflict();
  throw error;
}

/** The ids with `personId` added when it is not null and missing. */
export function withPerson(ids: string[], personId: string | null): string[] {
  return personId && !ids.includes(personId) ? [...ids, personId] : ids;
}
