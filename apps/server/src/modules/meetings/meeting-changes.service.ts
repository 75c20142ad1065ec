import { colorTagLabel, MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import type {
  TColorTagRequest,
  TMeetingOwnerRequest,
  TUpdateMeetingRequest,
} from '@cairn/domain/meetings/meetings.schemas';
import type { TDbOrTx } from '../../db/client.ts';
import type { TChangeAction } from '../../db/events.repository.ts';
import { runChange, type TAfterCommit, type TRecord } from '../../db/run-change.ts';
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

/**
 * The changes of a meeting: edit, colour tag, owner, favourite, archive, restore and the
 * leadership team mark. Each is one `runChange` with its events row and its live event (to
 * the meeting's room and its invitees before and after); a change that changes nothing
 * records and emits nothing. A change of invitees resyncs the meeting's room after commit.
 */
export function createMeetingChangesService(deps: TMeetingsDeps) {
  const { db } = deps;
  const repo = createMeetingsRepository(db);
  const rules = createMeetingRules(repo);

  /** Records one change of a meeting, heard by its room and by `personIds` (invitees before and after). */
  const recordMeeting = (
    record: TRecord,
    row: TMeetingRow,
    action: TChangeAction,
    data: Record<string, unknown>,
    live: { verb?: 'Added' | 'Updated' | 'Deleted'; personIds?: string[] } = {},
  ) =>
    record({
      entityType: 'meeting',
      entityId: row.id,
      action,
      data,
      live: { verb: live.verb ?? 'Updated', meetingIds: [row.id], personIds: live.personIds },
    });

  /** Runs a change (`runChange`) and answers the meeting as the caller sees it. */
  async function change(
    actor: TOrgActor,
    work: (tx: TDbOrTx, record: TRecord, afterCommit: TAfterCommit) => Promise<TMeetingRow>,
  ): Promise<TMeetingRecord> {
    const row = await runChange(deps, actor, work).catch(rethrowMeetingConflict);
    const [answer] = await repo.hydrate([row], actor.person.id);
    return answer;
  }

  /** After commit, the meeting's room holds exactly who may see it now. */
  const syncRoom = (actor: TOrgActor, afterCommit: TAfterCommit, meetingId: string) =>
    afterCommit(() => deps.live.syncMeetingRoom(actor.orgId, meetingId));

  return {
    /**
     * Edits title, invitees, agenda and schedule. 404 / 403 / 409 (archived) from the access
     * rules; a stale `version` is 409 and changes nothing; invitees must be people of the
     * organisation and the owner stays invited; the title must stay unique.
     */
    async update(actor: TOrgActor, id: string, input: TUpdateMeetingRequest): Promise<TMeetingRecord> {
      return change(actor, async (tx, record, afterCommit) => {
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
        syncRoom(actor, afterCommit, id);
        await recordMeeting(
          record,
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
          { personIds: [...new Set([...before, ...inviteeIds])] },
        );
        return updated;
      });
    },

    /** `PUT meeting/{id}/color-tag`: sets the colour tag and answers the spec's toast text. */
    async setColorTag(
      actor: TOrgActor,
      id: string,
      input: TColorTagRequest,
    ): Promise<{ meeting: TMeetingRecord; text: string }> {
      const meeting = await change(actor, async (tx, record) => {
        const { row: current } = await rules.loadChangeable(actor, id, tx);
        if (current.colorTag === input.colorTag) return current;
        const updated = await repo.update(actor.orgId, id, undefined, { colorTag: input.colorTag }, tx);
        if (!updated) throw conflict();
        await recordMeeting(record, updated, 'colorTagChanged', {
          before: current.colorTag,
          after: updated.colorTag,
        });
        return updated;
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
      return change(actor, async (tx, record, afterCommit) => {
        const { row: current, inviteeIds } = await rules.loadChangeable(actor, id, tx);
        if (input.version !== undefined && input.version !== current.version) throw conflict();
        await rules.checkPeople(
          actor,
          [input.ownerPersonId],
          'ownerPersonId',
          MEETING_TEXTS.ownerNotInOrg,
          tx,
        );
        if (current.ownerPersonId === input.ownerPersonId) return current;
        const updated = await repo.update(
          actor.orgId,
          id,
          current.version,
          { ownerPersonId: input.ownerPersonId },
          tx,
        );
        if (!updated) throw conflict();
        const invitedNow = withPerson(inviteeIds, input.ownerPersonId);
        await repo.setInvitees(actor.orgId, id, invitedNow, tx);
        syncRoom(actor, afterCommit, id);
        await recordMeeting(
          record,
          updated,
          'ownerChanged',
          { before: current.ownerPersonId, after: updated.ownerPersonId },
          { personIds: invitedNow },
        );
        return updated;
      });
    },

    /**
     * The caller's own favourite mark. Anyone who sees the meeting may set it (Observers
     * too: it changes their list, not the meeting), archived meetings included.
     */
    async setFavorite(actor: TOrgActor, id: string, isFavorite: boolean): Promise<TMeetingRecord> {
      return change(actor, async (tx, record) => {
        const { row } = await rules.loadVisible(actor, id, tx);
        const isChanged = await repo.setFavorite(actor.orgId, id, actor.person.id, isFavorite, tx);
        if (!isChanged) return row;
        const action = isFavorite ? 'favorited' : 'unfavorited';
        await recordMeeting(
          record,
          row,
          action,
          { personId: actor.person.id },
          { personIds: [actor.person.id] },
        );
        return row;
      });
    },

    /**
     * `DELETE meeting/{id}`: archives (soft). An archived meeting is no longer the leadership
     * team meeting and frees its title. Archiving an archived meeting changes nothing.
     */
    async archive(actor: TOrgActor, id: string): Promise<TMeetingRecord> {
      return change(actor, async (tx, record) => {
        const { row: current } = await rules.loadChangeable(actor, id, tx, {
          action: 'meetings.archive',
          isArchivedAllowed: true,
        });
        if (current.archivedAt) return current;
        const updated = await repo.update(
          actor.orgId,
          id,
          undefined,
          { archivedAt: new Date(), isLeadershipTeam: false },
          tx,
        );
        if (!updated) throw conflict();
        await recordMeeting(
          record,
          updated,
          'archived',
          { title: current.title, wasLeadershipTeam: current.isLeadershipTeam },
          { verb: 'Deleted' },
        );
        return updated;
      });
    },

    /** `PUT meeting/{id}/restore`: un-archives; 422 on `title` when an active meeting took the title meanwhile. */
    async restore(actor: TOrgActor, id: string): Promise<TMeetingRecord> {
      return change(actor, async (tx, record) => {
        const { row: current } = await rules.loadChangeable(actor, id, tx, {
          action: 'meetings.archive',
          isArchivedAllowed: true,
        });
        if (!current.archivedAt) return current;
        await rules.checkTitleFree(actor, current.title, current.id, tx);
        const updated = await repo.update(actor.orgId, id, undefined, { archivedAt: null }, tx);
        if (!updated) throw conflict();
        await recordMeeting(record, updated, 'restored', { title: updated.title }, { verb: 'Added' });
        return updated;
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
      return change(actor, async (tx, record) => {
        await repo.lockOrg(actor.orgId, tx);
        const current = await rules.load(actor, id, tx, true);
        if (current.isLeadershipTeam === isLeadershipTeam) return current;
        if (isLeadershipTeam && current.archivedAt) throw conflict(MEETING_TEXTS.archived);
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
              await recordMeeting(record, cleared, 'leadershipTeamChanged', {
                isLeadershipTeam: false,
                replacedBy: id,
              });
            }
          }
        }
        const updated = await repo.update(actor.orgId, id, undefined, { isLeadershipTeam }, tx);
        if (!updated) throw conflict();
        await recordMeeting(record, updated, 'leadershipTeamChanged', { isLeadershipTeam });
        return updated;
      });
    },
  };
}

export type TMeetingChangesService = ReturnType<typeof createMeetingChangesService>;
