import { DEFAULT_COLOR_TAG, LEVEL_10_AGENDA, MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import type { TCreateMeetingRequest, TMeetingSearchRequest } from '@cairn/domain/meetings/meetings.schemas';
import { searchTotals } from '@cairn/domain/search/search-window';
import { runChange } from '../../db/run-change.ts';
import { meetingPolicy } from '../../policies/meetings.ts';
import {
  agendaToStore,
  createMeetingRules,
  rethrowMeetingConflict,
  type TMeetingsDeps,
  type TOrgActor,
  withPerson,
} from './meeting-rules.ts';
import { sortMeetings } from './meeting-search.ts';
import { scheduleColumns } from './meetings.presenters.ts';
import { createMeetingsRepository, type TMeetingRecord } from './meetings.repository.ts';

/** A page of a meeting search: the window's records and the totals (null when not asked for). */
export type TMeetingSearchResult = {
  items: TMeetingRecord[];
  totalCount: number | null;
  totalPages: number | null;
};

/** The rules of meetings: create, read one, read by ids, search. Changes live in meeting-changes.service.ts. */
export function createMeetingsService(deps: TMeetingsDeps) {
  const { db } = deps;
  const repo = createMeetingsRepository(db);
  const rules = createMeetingRules(repo);

  return {
    /**
     * Creates a meeting owned by the caller, who is always invited. Invitees must be people
     * of the organisation (422 on `inviteeIds`), the title unused by another active meeting
     * (422 on `title`); the agenda defaults to Level 10 and the colour tag to None.
     * One transaction; `Added` after commit.
     */
    async create(actor: TOrgActor, input: TCreateMeetingRequest): Promise<TMeetingRecord> {
      const inviteeIds = withPerson(input.inviteeIds, actor.person.id);
      return runChange(deps, actor, async (tx, record, afterCommit) => {
        await rules.checkPeople(actor, input.inviteeIds, 'inviteeIds', MEETING_TEXTS.inviteeNotInOrg, tx);
        await rules.checkTitleFree(actor, input.title, null, tx);
        const row = await repo.insert(
          actor.orgId,
          {
            title: input.title,
            ownerPersonId: actor.person.id,
            colorTag: input.colorTag ?? DEFAULT_COLOR_TAG,
            ...scheduleColumns(input.schedule),
            agenda: agendaToStore(input.agenda?.items ?? LEVEL_10_AGENDA),
          },
          tx,
        );
        await repo.setInvitees(actor.orgId, row.id, inviteeIds, tx);
        // The room first, so that the Added below reaches everyone who may now see the meeting.
        afterCommit(() => deps.live.syncMeetingRoom(actor.orgId, row.id));
        await record({
          entityType: 'meeting',
          entityId: row.id,
          action: 'created',
          data: { title: row.title, inviteeIds, agenda: row.agenda },
          live: { verb: 'Added', meetingIds: [row.id], personIds: inviteeIds },
        });
        const [created] = await repo.hydrate([row], actor.person.id, tx);
        return created;
      }).catch(rethrowMeetingConflict);
    },

    /** One meeting: 404 outside the organisation, 403 when the caller is not invited (and not Owner or Admin). */
    async get(actor: TOrgActor, id: string): Promise<TMeetingRecord> {
      const { row } = await rules.loadVisible(actor, id, db);
      const [record] = await repo.hydrate([row], actor.person.id);
      return record;
    },

    /**
     * The caller's meetings by title: with `ids`, those of them (archived ones included, so
     * items can still name their meeting); without, the active ones. Others are silently absent.
     */
    async list(actor: TOrgActor, ids: string[] | undefined): Promise<TMeetingRecord[]> {
      const rows = await repo.list(actor.orgId, {
        scope: meetingPolicy.scope(actor),
        ids,
        includeArchived: Boolean(ids),
      });
      return repo.hydrate(rows, actor.person.id);
    },

    /**
     * `POST meetings/search`: the caller's meetings filtered in the database, then sorted
     * (favourites first, then by title, unless `sorts` says otherwise) and windowed here,
     * because `nextDate` is computed from each schedule's time zone. An organisation has tens
     * of meetings, not thousands, so sorting them in memory is cheap.
     */
    async search(actor: TOrgActor, request: TMeetingSearchRequest, now: Date): Promise<TMeetingSearchResult> {
      const filters = request.filters;
      const isFavorite = filters['is-favorite'];
      const rows = await repo.list(actor.orgId, {
        scope: meetingPolicy.scope(actor),
        text: filters['text-search'] || undefined,
        personIds: filters['person-ids'],
        inviteeId: filters['person-id'],
        excludedIds: filters['excluded-ids'],
        favoriteOf: isFavorite === undefined ? undefined : { personId: actor.person.id, isFavorite },
        includeArchived: filters['include-archived'] ?? false,
      });
      const records = await repo.hydrate(rows, actor.person.id);
      const sorted = sortMeetings(records, request.sorts, now);
      return {
        items: sorted.slice(request.startIndex, request.endIndex),
        ...searchTotals(sorted.length, request.includeTotalCount),
      };
    },
  };
}

export type TMeetingsService = ReturnType<typeof createMeetingsService>;
