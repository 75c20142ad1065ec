import type { TIssueSearchRequest } from '@cairn/domain/issues/issues.schemas';
import { isMeetingAdmin } from '@cairn/domain/meetings/meeting-access';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { issues, meetingInvitees, meetings } from '../../db/schema/index.ts';
import { createItemKit } from '../traction-items/item-kit.ts';
import { inListFilter, type TItemSearchColumns, textFilter } from '../traction-items/item-search.ts';
import type { TItemActor, TItemDeps, TItemRow } from '../traction-items/item-types.ts';
import { invitedMeetingIdsSql, visibleItemSql } from '../traction-items/item-visibility.ts';

export type TIssueRow = TItemRow<typeof issues>;
export type TNewIssue = typeof issues.$inferInsert;
type TIssueSortProperty = TIssueSearchRequest['sorts'][number]['property'];

/** The shared item machinery bound to the `issues` table: seen by its owner and by those who see its meeting. */
export function createIssueKit(deps: TItemDeps) {
  return createItemKit(deps, {
    entityType: 'issue',
    noun: 'issue',
    table: issues,
    visibleTo: (actor) => visibleItemSql(actor, { owner: issues.ownerPersonId, meeting: issues.meetingId }),
  });
}

export type TIssueKit = ReturnType<typeof createIssueKit>;

/**
 * `POST issues/search`: each filter of ZIssueSearchRequest as SQL and the sort columns;
 * without sorts a list is by priority (unranked last), then oldest first.
 */
export const issueSearchColumns: TItemSearchColumns<TIssueSearchRequest['filters'], TIssueSortProperty> = {
  filters: {
    'traction-ids': inListFilter(issues.meetingId),
    'owner-ids': inListFilter(issues.ownerPersonId),
    status: (statuses) => inArray(issues.status, statuses),
    'text-search': textFilter(issues.title),
  },
  sorts: { createdAt: issues.createdAt, title: sql`lower(${issues.title})`, priority: issues.priority },
  defaultSorts: [
    { property: 'priority', ascending: true },
    { property: 'createdAt', ascending: true },
  ],
};

/**
 * The active meetings an issue could move to for `ownerId` (000 §2.4 Move Issue): those the
 * owner is invited to, other than `currentMeetingId`, that the caller may change (invited, or
 * Owner/Admin). Empty means "The selected owner does not have any other meetings."
 */
export async function moveDestinations(
  db: TDb,
  actor: TItemActor,
  ownerId: string,
  currentMeetingId: string | null,
): Promise<{ id: string; title: string }[]> {
  const callerMayChange = isMeetingAdmin(actor.person.role)
    ? undefined
    : sql`${meetings.id} in ${invitedMeetingIdsSql(actor.person.id)}`;
  return db
    .select({ id: meetings.id, title: meetings.title })
    .from(meetings)
    .innerJoin(
      meetingInvitees,
      and(eq(meetingInvitees.meetingId, meetings.id), eq(meetingInvitees.personId, ownerId)),
    )
    .where(
      and(
        eq(meetings.orgId, actor.orgId),
        isNull(meetings.archivedAt),
        currentMeetingId ? ne(meetings.id, currentMeetingId) : undefined,
        callerMayChange,
      ),
    )
    .orderBy(asc(sql`lower(${meetings.title})`), asc(meetings.id));
}
