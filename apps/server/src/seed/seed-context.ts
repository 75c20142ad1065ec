import { DEFAULT_TIME_ZONE, DEFAULT_WEEK_START, todayIn } from '@cairn/domain/common/clock';
import { utcDateOf } from '@cairn/domain/items/calendar-date';
import { and, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDb } from '../db/client.ts';
import { meetings, people } from '../db/schema/index.ts';
import { createHeadlinesService } from '../modules/headlines/index.ts';
import { createIssuesService } from '../modules/issues/index.ts';
import { createRocksService } from '../modules/rocks/index.ts';
import { createTodosService } from '../modules/todos/index.ts';
import type { TItemActor, TItemDeps } from '../modules/traction-items/index.ts';

/** The Leadership Team and Sales Weekly meetings of the demo (seed-demo.ts makes them). */
export const LEADERSHIP = 'Leadership Team';
export const SALES = 'Sales Weekly';
/** Who runs each demo meeting (solves its issues, reviews its headlines); the Owner elsewhere. */
const FACILITATORS: Record<string, string> = { [LEADERSHIP]: 'Olivia', [SALES]: 'Marcus' };

/** The last day of the calendar quarter of `today` (`YYYY-MM-DD`): when this quarter's rocks are due. */
export function quarterEnd(today: string): string {
  const [year, month] = today.split('-').map(Number);
  return utcDateOf(new Date(Date.UTC(year, Math.ceil(month / 3) * 3, 0)));
}

/** One item of a meeting as a seed lists it: the meeting's title, the owner's first name, the title. */
export type TMeetingItemSpec = { meeting: string; owner: string; title: string };

/**
 * What the item seeds share: the item services as the routes use them (with a hub nobody
 * listens to), the demo's people by first name and its active meetings by title, each person
 * as the actor of their own session, and today (UTC).
 */
export async function createSeedContext(db: TDb, orgId: string) {
  const deps: TItemDeps = {
    db,
    live: { entity: () => undefined, send: () => undefined, sessionsChanged: () => undefined },
  };
  const team = await db.select().from(people).where(eq(people.orgId, orgId));
  const active = await db
    .select({ id: meetings.id, title: meetings.title })
    .from(meetings)
    .where(and(eq(meetings.orgId, orgId), isNull(meetings.archivedAt)));
  /** The person with this first name; the seed is wrong when there is none. */
  const person = (firstName: string) => {
    const found = team.find((p) => p.firstName === firstName);
    if (!found?.userId) throw new Error(`seed: no signed-up person named ${firstName}`);
    return { ...found, userId: found.userId };
  };
  const actor = (firstName: string): TItemActor => {
    const p = person(firstName);
    return {
      userId: p.userId,
      sessionId: 'seed-demo',
      orgId,
      person: { id: p.id, role: p.role },
      isCookieSession: false,
      lacksRequiredTwoFactor: false,
      clock: { timeZone: DEFAULT_TIME_ZONE, weekStart: DEFAULT_WEEK_START },
    };
  };
  /** The first name of who runs the meeting with this title. */
  const facilitatorOf = (title: string) => FACILITATORS[title] ?? 'Olivia';
  /** The id of an active meeting by title, or undefined when the organisation has none by that title. */
  const meetingId = (title: string) => active.find((m) => m.title === title)?.id;

  return {
    db,
    orgId,
    today: todayIn(new Date(), DEFAULT_TIME_ZONE),
    todos: createTodosService(deps),
    rocks: createRocksService(deps),
    issues: createIssuesService(deps),
    headlines: createHeadlinesService(deps),
    /** True when the organisation has no rows in `table` yet (the seeds never add to what is there). */
    async hasNone(table: PgTable & { orgId: AnyPgColumn }): Promise<boolean> {
      const [row] = await db
        .select({ orgId: table.orgId })
        .from(table as PgTable)
        .where(eq(table.orgId, orgId))
        .limit(1);
      return !row;
    },
    /** The organisation's active meetings. */
    activeMeetings: active,
    /** The id of a person by first name. */
    personId: (firstName: string) => person(firstName).id,
    meetingId,
    /** A person by first name as the actor of their own session (what `orgActorOf` answers). */
    actor,

    /**
     * Adds one item per spec in its meeting, as its owner (`add` gets the body fields every
     * item has), then lets the meeting's facilitator `settle` it (solve, review; nothing when
     * it answers undefined). Specs of a meeting the organisation does not have are skipped.
     */
    async addInMeetings<S extends TMeetingItemSpec, R>(
      specs: S[],
      add: (
        owner: TItemActor,
        body: { title: string; ownerId: string; tractionId: string },
        spec: S,
      ) => Promise<R>,
      settle: (facilitator: TItemActor, item: R, spec: S) => Promise<unknown> | undefined,
    ): Promise<void> {
      for (const spec of specs) {
        const tractionId = meetingId(spec.meeting);
        if (!tractionId) continue;
        const body = { title: spec.title, ownerId: person(spec.owner).id, tractionId };
        const item = await add(actor(spec.owner), body, spec);
        await settle(actor(facilitatorOf(spec.meeting)), item, spec);
      }
    },
  };
}

export type TSeedContext = Awaited<ReturnType<typeof createSeedContext>>;
