import type { TIssueSearchRequest } from '@cairn/domain/issues/issues.schemas';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { issues, meetingInvitees, meetings } from '../../db/schema/index.ts';
import { issuePolicy } from '../../policies/issues.ts';
import { meetingPolicy } from '../../policies/meetings.ts';
import type { TItemActor, TItemDeps, TItemRow } from '../traction-items/index.ts';
import {
  createItemKit,
  itemFilters,
  itemSorts,
  stampWhen,
  type TItemSearchColumns,
} from '../traction-items/index.ts';

export type TIssueRow = TItemRow<typeof issues>;
type TIssueSortProperty = TIssueSearchRequest['sorts'][number]['property'];

/**
 * The shared item machinery bound to the `issues` table: seen by its owner and by those who
 * see its meeting; lists are oldest first; Solved stamps `solvedAt`.
 */
export function createIssueKit(deps: TItemDeps) {
  return createItemKit(deps, {
    entityType: 'issue',
    table: issues,
    policy: issuePolicy,
    listOrder: [asc(issues.createdAt), asc(issues.id)],
    searchColumns: () => issueSearchColumns,
    statusStamp: stampWhen('Solved', 'solvedAt'),
  });
}

/**
 * `POST issues/search`: each filter of ZIssueSearchRequest as SQL and the sort columns;
 * without sorts a list is by priority (unranked last), then oldest first.
 */
const issueSearchColumns: TItemSearchColumns<TIssueSearchRequest['filters'], TIssueSortProperty> = {
  filters: itemFilters(issues),
  sorts: { ...itemSorts(issues), priority: issues.priority },
  defaultSorts: [
    { property: 'priority', ascending: true },
    { property: 'createdAt', ascending: true },
  ],
};

/**
 * The active meetings an issue could move to for `ownerId` (000 §2.4 Move Issue): those the
 * owner is invited to, other than `currentMeetingId`, that the caller sees (the meetings
 * policy: invited, or Owner/Admin). Empty means "The selected owner does not have any other meetings."
 */
export async function moveDestinations(
  db: TDb,
  actor: TItemActor,
  ownerId: string,
  currentMeetingId: string | null,
): Promise<{ id: string; title: string }[]> {
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
        meetingPolicy.scope(actor),
      ),
    )
    .orderBy(asc(sql`lower(${meetings.title})`), asc(meetings.id));
}
