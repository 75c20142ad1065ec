import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { meetings } from '../../db/schema/index.ts';
import { inVisibleMeetingSql, type TScopeActor } from '../../policies/meeting-scope.ts';

/** The active meetings the caller sees: the only ones a spoken name may match. */
export function meetingsOfCaller(db: TDb, actor: TScopeActor) {
  return db
    .select({ id: meetings.id, title: meetings.title })
    .from(meetings)
    .where(
      and(
        eq(meetings.orgId, actor.orgId),
        isNull(meetings.archivedAt),
        inVisibleMeetingSql(actor, meetings.id),
      ),
    )
    .orderBy(asc(meetings.title));
}
