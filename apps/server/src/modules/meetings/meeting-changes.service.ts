import { colorTagLabel, MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import type {
  TColorTagRequest,
  TMeetingOwnerRequest,
  TUpdateMeetingRequest,
} from '@cairn/domain/meetings/meetings.schemas';
import type { TLiveEntityType } from '@cairn/domain/realtime/events';
import type { TDbOrTx } from '../../db/client.ts';
import { createEventsRepository, type TChangeAction } from '../../db/events.repository.ts';
import { conflict } from '../../http/errors.ts';
import {
  agendaToStore,
  createMeetingRules,
  rethrowMeetingConflict,
  type TMeetingsDeps,
  type TOrgActor,
  withPerson,
} from './meeting-rules.ts';
import { scheduleColumns, scheduleOf } from './meetings.presenters.ts';
import { createMeetingsRepository, type TMeetingRecord, type TMeetingRow } from './meetings.repository.ts';

type TLiveAction = 'Added' | 'Updated' | 'Deleted';

/**
 * The changes of a meeting: edit, colour tag, owner, favourite, archive, restore and the
 * leadership team mark. Each runs in one transaction with its events row and emits its live
 * event after commit; a change that changes nothing records and emits nothing.
 */
export function createMeetingChangesService(deps: TMeetingsDeps) {
  const { db } = deps;
  const repo = createMeetingsRepository(db);
  const rules = createMeetingRules(repo);
  const eventsRepo = createEventsRepository(db);
  const entityType: TLiveEntityType = 'meeting';

  const record = (
    actor: TOrgActor,
    row: TMeetingRow,
    action: TChangeAction,
    data: Record<string, unknown>,
    tx: TDbOrTx,
  ) =>
    eventsRepo.record(
      { orgId: actor.orgId, actorUserId: actor.userId, entityType, entityId: row.id, action, data },
      tx,
    );

  /** Runs a change; after commit emits `live` for each changed meeting and answers the meeting as the caller sees it. */
  async function change(
    actor: TOrgActor,
    work: (tx: TDbOrTx) => Promise<{
      row: TMeetingRow;
      live: { action: TLiveAction; ids: string[]; personId?: string } | null;
    }>,
  ): Promise<TMeetingRecord> {
    const { row, live } = await db.transaction(work).catch(rethrowMeetingConflict);
    if (live) {
      for (const entityId of live.ids) {
        const payload = { entityId, type: entityType, orgId: actor.orgId };
        deps.live.entity(live.action, live.personId ? { ...payload, personId: live.personId } : payload);
      }
    }
    const [answer] = await repo.hydrate([row], actor.person.id);
    return answer;
  }

  return {
    /**
     * Edits title, invitees, agenda and schedule. 404 / 403 / 409 (archived) from the access
     * rules; a stale `version` is 409 and changes nothing; invitees must be people of the
     * organisation and the owner stays invited; the title must stay unique.
     */
    async update(actor: TOrgActor, id: string, input: TUpdateMeetingRequest): Promise<TMeetingRecord> {
      return change(actor, async (tx) => {
        const { row: current, inviteeIds: before } = await rules.loadChangeable(actor, id, tx);
        if (current.version !== input.version) throw conflict();
        await rules.checkPeople(actor, input.inviteeIds, 'inviteeIds', MEETING_TEXTS.inviteeNotInOrg, tx);
        await rules.checkTitleFree(actor, input.title, current.id, tx);
        const inviteeIds = withPerson(input.inviteeIds, current.ownerPersonId);
        const updated = await repo.update(
          actor.orgId,
          id,
          input.version,
          {
            title: input.title,
            agenda: agendaToStore(input.agenda.items),
            ...scheduleColumns(input.schedule),
          },
          tx,
        );
        if (!updated) throw conflict();
        await repo.setInvitees(actor.orgId, id, inviteeIds, tx);
        await record(
          actor,
          updated,
          'updated',
          {
            before: {
              title: current.title,
              inviteeIds: before,
              agenda: current.agenda,
              schedule: scheduleOf(current),
            },
            after: {
              title: updated.title,
              inviteeIds,
              agenda: updated.agenda,
              schedule: scheduleOf(updated),
            },
          },
          tx,
        );
        return { row: updated, live: { action: 'Updated', ids: [id] } };
      });
    },

    /** `PUT meeting/{id}/color-tag`: sets the colour tag and answers the spec's toast text. */
    async setColorTag(
      actor: TOrgActor,
      id: string,
      input: TColorTagRequest,
    ): Promise<{ meeting: TMeetingRecord; text: string }> {
      const meeting = await change(actor, async (tx) => {
        const { row: current } = await rules.loadChangeable(actor, id, tx);
        if (current.colorTag === input.colorTag) return { row: current, live: null };
        const updated = await repo.update(actor.orgId, id, undefined, { colorTag: input.colorTag }, tx);
        if (!updated) throw conflict();
        await record(
          actor,
          updated,
          'colorTagChanged',
          { before: current.colorTag, after: updated.colorTag },
          tx,
        );
        return { row: updated, live: { action: 'Updated', ids: [id] } };
      });
      const text =
        meeting.row.colorTag === 'None'
          ? MEETING_TEXTS.colorTagCleared
          : MEETING_TEXTS.colorTagUpdated(meeting.row.title, colorTagLabel(meeting.row.colorTag));
      return { meeting, text };
    },

    /**
     * "Reassign the Meeting Owner": the new owner must be a person of the organisation (422
     * on `ownerPersonId`) and becomes an invitee when not one yet. A stale `version`, when sent, is 409.
     */
    async setOwner(actor: TOrgActor, id: string, input: TMeetingOwnerRequest): Promise<TMeetingRecord> {
      return change(actor, async (tx) => {
        const { row: current, inviteeIds } = await rules.loadChangeable(actor, id, tx);
        if (input.version !== undefined && input.version !== current.version) throw conflict();
        await rules.checkPeople(
          actor,
          [input.ownerPersonId],
          'ownerPersonId',
          MEETING_TEXTS.ownerNotInOrg,
          tx,
        );
        if (current.ownerPersonId === input.ownerPersonId) return { row: current, live: null };
        const updated = await repo.update(
          actor.orgId,
          id,
          current.version,
          { ownerPersonId: input.ownerPersonId },
          tx,
        );
        if (!updated) throw conflict();
        await repo.setInvitees(actor.orgId, id, withPerson(inviteeIds, input.ownerPersonId), tx);
        await record(
          actor,
          updated,
          'ownerChanged',
          { before: current.ownerPersonId, after: updated.ownerPersonId },
          tx,
        );
        return { row: updated, live: { action: 'Updated', ids: [id] } };
      });
    },

    /**
     * The caller's own favourite mark. Anyone who sees the meeting may set it (Observers
     * too: it changes their list, not the meeting), archived meetings included.
     */
    async setFavorite(actor: TOrgActor, id: string, isFavorite: boolean): Promise<TMeetingRecord> {
      return change(actor, async (tx) => {
        const { row } = await rules.loadVisible(actor, id, tx);
        const isChanged = await repo.setFavorite(actor.orgId, id, actor.person.id, isFavorite, tx);
        if (!isChanged) return { row, live: null };
        await record(actor, row, isFavorite ? 'favorited' : 'unfavorited', { personId: actor.person.id }, tx);
        return { row, live: { action: 'Updated', ids: [id], personId: actor.person.id } };
      });
    },

    /**
     * `DELETE meeting/{id}`: archives (soft). An archived meeting is no longer the leadership
     * team meeting and frees its title. Archiving an archived meeting changes nothing.
     */
    async archive(actor: TOrgActor, id: string): Promise<TMeetingRecord> {
      return change(actor, async (tx) => {
        const { row: current } = await rules.loadChangeable(actor, id, tx, {
          action: 'meetings.archive',
          isArchivedAllowed: true,
        });
        if (current.archivedAt) return { row: current, live: null };
        const updated = await repo.update(
          actor.orgId,
          id,
          undefined,
          { archivedAt: new Date(), isLeadershipTeam: false },
          tx,
        );
        if (!updated) throw conflict();
        await record(
          actor,
          updated,
          'archived',
          { title: current.title, wasLeadershipTeam: current.isLeadershipTeam },
          tx,
        );
        return { row: updated, live: { action: 'Deleted', ids: [id] } };
      });
    },

    /** `PUT meeting/{id}/restore`: un-archives; 422 on `title` when an active meeting took the title meanwhile. */
    async restore(actor: TOrgActor, id: string): Promise<TMeetingRecord> {
      return change(actor, async (tx) => {
        const { row: current } = await rules.loadChangeable(actor, id, tx, {
          action: 'meetings.archive',
          isArchivedAllowed: true,
        });
        if (!current.archivedAt) return { row: current, live: null };
        await rules.checkTitleFree(actor, current.title, current.id, tx);
        const updated = await repo.update(actor.orgId, id, undefined, { archivedAt: null }, tx);
        if (!updated) throw conflict();
        await record(actor, updated, 'restored', { title: updated.title }, tx);
        return { row: updated, live: { action: 'Added', ids: [id] } };
      });
    },

    /**
     * `PUT org/leadershipteam/{meetingId}/{isLeadershipTeam}` (Owner, Admin): at most one
     * active meeting per organisation is the leadership team meeting, so marking one clears
     * the other in the same transaction. An archived meeting cannot be marked (409).
     */
    async setLeadershipTeam(
      actor: TOrgActor,
      id: string,
      isLeadershipTeam: boolean,
    ): Promise<TMeetingRecord> {
      return change(actor, async (tx) => {
        await repo.lockOrg(actor.orgId, tx);
        const current = await rules.load(actor, id, tx, true);
        if (current.isLeadershipTeam === isLeadershipTeam) return { row: current, live: null };
        if (isLeadershipTeam && current.archivedAt) throw conflict(MEETING_TEXTS.archived);
        const changedIds: string[] = [];
        if (isLeadershipTeam) {
          const previous = await repo.findLeadershipTeam(actor.orgId, tx);
          if (previous) {
            const cleared = await repo.update(
              actor.orgId,
              previous.id,
              undefined,
              { isLeadershipTeam: false },
              tx,
            );
            if (cleared) {
              await record(
                actor,
                cleared,
                'leadershipTeamChanged',
                { isLeadershipTeam: false, replacedBy: id },
                tx,
              );
              changedIds.push(cleared.id);
            }
          }
        }
        const updated = await repo.update(actor.orgId, id, undefined, { isLeadershipTeam }, tx);
        if (!updated) throw conflict();
        await record(actor, updated, 'leadershipTeamChanged', { isLeadershipTeam }, tx);
        return { row: updated, live: { action: 'Updated', ids: [...changedIds, id] } };
      });
    },
  };
}

export type TMeetingChangesService = ReturnType<typeof createMeetingChangesService>;
