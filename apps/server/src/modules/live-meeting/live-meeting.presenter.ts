import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import type { TLiveState } from '@cairn/domain/live-meeting/live-meeting-state';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { people } from '../../db/schema/index.ts';

/** The answer model of a live state: the state plus the title, avatars, version and server clock. */
export async function presentLive(
  db: TDbOrTx,
  orgId: string,
  input: { state: TLiveState; version: number; title: string; now: number },
): Promise<TLiveMeeting> {
  const ids = input.state.attendees.map((a) => a.personId);
  const avatars = ids.length
    ? await db
        .select({ id: people.id, avatarUrl: people.avatarUrl })
        .from(people)
        .where(and(eq(people.orgId, orgId), inArray(people.id, ids)))
    : [];
  const avatarOf = new Map(avatars.map((row) => [row.id, row.avatarUrl]));
  return {
    ...input.state,
    title: input.title,
    attendees: input.state.attendees.map((a) => ({ ...a, avatarUrl: avatarOf.get(a.personId) ?? null })),
    version: input.version,
    serverTime: new Date(input.now).toISOString(),
  };
}
