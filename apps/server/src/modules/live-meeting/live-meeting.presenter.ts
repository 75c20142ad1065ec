import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import type { TLiveState } from '@cairn/domain/live-meeting/live-meeting-state';
import { agendaTemplateIdOf } from '@cairn/domain/meetings/meetings.constants';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { people } from '../../db/schema/index.ts';
import { meetingTodoIds } from './live-todo-ids.ts';

/** The attendees' avatars: those read with the live row, the rest (someone who just joined) asked for. */
async function avatarsOf(
  db: TDbOrTx,
  orgId: string,
  personIds: string[],
  known: ReadonlyMap<string, string | null> = new Map(),
): Promise<ReadonlyMap<string, string | null>> {
  const missing = personIds.filter((id) => !known.has(id));
  if (missing.length === 0) return known;
  const rows = await db
    .select({ id: people.id, avatarUrl: people.avatarUrl })
    .from(people)
    .where(and(eq(people.orgId, orgId), inArray(people.id, missing)));
  return new Map([...known, ...rows.map((row) => [row.id, row.avatarUrl] as const)]);
}

/** The answer model of a live state: the state plus the title, avatars, version and server clock. */
export async function presentLive(
  db: TDbOrTx,
  orgId: string,
  input: {
    state: TLiveState;
    version: number;
    title: string;
    now: number;
    avatarUrls?: ReadonlyMap<string, string | null>;
    /** The to-do lists when read with the state (else read here). */
    todoIds?: { addedTodoIds: string[]; completedTodoIds: string[] };
  },
): Promise<TLiveMeeting> {
  const ids = input.state.attendees.map((a) => a.personId);
  const [avatarOf, todoIds] = await Promise.all([
    avatarsOf(db, orgId, ids, input.avatarUrls),
    input.todoIds ?? meetingTodoIds(db, orgId, input.state),
  ]);
  return {
    ...input.state,
    ...todoIds,
    agendaTemplateId: agendaTemplateIdOf(input.state.agenda),
    title: input.title,
    attendees: input.state.attendees.map((a) => ({ ...a, avatarUrl: avatarOf.get(a.personId) ?? null })),
    version: input.version,
    serverTime: new Date(input.now).toISOString(),
  };
}
