import type { TPeopleSearchRequest } from '@cairn/domain/orgs/orgs.schemas';
import { PAID_ROLES } from '@cairn/domain/permissions/roles';
import { searchTotals } from '@cairn/domain/search/search-window';
import { and, asc, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { meetingInvitees, orgs, people } from '../../db/schema/index.ts';
import { inVisibleMeetingSql, type TScopeActor } from '../../policies/meeting-scope.ts';
import type { TPersonRow } from './people.repository.ts';

/**
 * `holdsLicense` (domain/people/licence.ts) in SQL: a paid role whose email domain is not one of
 * the organisation's free domains.
 */
export const holdsLicenseSql = sql`(${inArray(people.role, [...PAID_ROLES])} and not (lower(split_part(${people.email}, '@', 2)) = any (coalesce((select ${orgs.freeDomains} from ${orgs} where ${orgs.id} = ${people.orgId}), '{}'::text[]))))`;

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of a people search: every filter sent, inside the actor's organisation. */
function peopleWhere(actor: TScopeActor, filters: TPeopleSearchRequest['filters']): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(people.orgId, actor.orgId)];
  const text = filters['text-search'];
  if (text) {
    const pattern = containing(text);
    conditions.push(
      or(
        ilike(people.firstName, pattern),
        ilike(people.lastName, pattern),
        ilike(sql`${people.firstName} || ' ' || ${people.lastName}`, pattern),
        ilike(people.email, pattern),
      ),
    );
  }
  const meetingIds = filters['traction-ids'];
  if (meetingIds) {
    // Invitees of these meetings, counting only meetings the actor sees (no peeking at others).
    const invited = meetingIds.length
      ? sql`${people.id} in (select ${meetingInvitees.personId} from ${meetingInvitees}
          where ${meetingInvitees.orgId} = ${actor.orgId}
          and ${inArray(meetingInvitees.meetingId, meetingIds)}
          and ${inVisibleMeetingSql(actor, meetingInvitees.meetingId)})`
      : sql`false`;
    conditions.push(invited);
  }
  const hasLicense = filters['has-license'];
  if (hasLicense !== undefined) conditions.push(hasLicense ? holdsLicenseSql : sql`not (${holdsLicenseSql})`);
  if (filters['has-role']) conditions.push(inArray(people.role, filters['has-role']));
  const hasAccepted = filters['has-accepted-invite'];
  if (hasAccepted !== undefined) conditions.push(eq(people.hasAccepted, hasAccepted));
  const excluded = filters['excluded-ids'];
  if (excluded?.length) conditions.push(notInArray(people.id, excluded));
  return and(...conditions);
}

/** The ORDER BY of a people search; by name (last, first) when none is sent, then by creation. */
function peopleOrder(sorts: TPeopleSearchRequest['sorts']) {
  const direction = (ascending: boolean) => (ascending ? asc : desc);
  const keys = sorts.flatMap(({ property, ascending }) => {
    const by = direction(ascending);
    if (property === 'email') return [by(people.email)];
    if (property === 'role') return [by(people.role)];
    return [by(sql`lower(${people.lastName})`), by(sql`lower(${people.firstName})`)];
  });
  if (keys.length === 0) keys.push(asc(sql`lower(${people.lastName})`), asc(sql`lower(${people.firstName})`));
  return [...keys, asc(people.createdAt), asc(people.id)];
}

/** `POST people/search`: one page of the organisation's people and, when asked, their total. */
export async function searchPeople(
  db: TDbOrTx,
  actor: TScopeActor,
  request: TPeopleSearchRequest,
): Promise<{ items: TPersonRow[]; totalCount: number | null; totalPages: number | null }> {
  const where = peopleWhere(actor, request.filters);
  const items = await db
    .select()
    .from(people)
    .where(where)
    .orderBy(...peopleOrder(request.sorts))
    .offset(request.startIndex)
    .limit(request.endIndex - request.startIndex);
  if (!request.includeTotalCount) return { items, ...searchTotals(0, false) };
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(people).where(where);
  return { items, ...searchTotals(total, true) };
}
