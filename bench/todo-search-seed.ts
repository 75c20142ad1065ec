import type { TTodoStatus } from '@cairn/domain/todos/todos.constants';
import type { TDb } from '@cairn/server/src/db/client.ts';
import { todos } from '@cairn/server/src/db/schema/index.ts';
import { buildMeeting, buildMember, buildPerson } from '@cairn/server/src/test/factories.ts';
import { sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;
const BATCH = 5_000;
/** How the to-dos spread over the four meetings (by index); -1, the rest, are personal. */
const PLACE_SHARES: [number, number][] = [
  [0, 0.3],
  [1, 0.25],
  [2, 0.2],
  [3, 0.15],
  [-1, 0.1],
];
/** The status mix of to-dos due more than a month ago: mostly done, a few forgotten. */
const OLD_STATUSES: [TTodoStatus, number][] = [
  ['Done', 0.85],
  ['Removed', 0.07],
  ['NotDone', 0.05],
  ['Pending', 0.03],
];
/** The status mix of to-dos due in the last month or ahead: mostly still open. */
const RECENT_STATUSES: [TTodoStatus, number][] = [
  ['Pending', 0.6],
  ['Done', 0.3],
  ['NotDone', 0.1],
];
/** Two years of to-dos. */
const HISTORY_DAYS = 730;
const WORDS = ['proposal', 'budget', 'hiring plan', 'roadmap', 'invoice', 'contract', 'launch', 'survey'];

/** A small deterministic generator (mulberry32), so every run seeds the same data. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The entry of `shares` a uniform draw falls in. */
function pick<T>(shares: [T, number][], draw: number): T {
  let sum = 0;
  for (const [value, share] of shares) {
    sum += share;
    if (draw < sum) return value;
  }
  return shares[shares.length - 1][0];
}

/**
 * An organisation for the search benchmark: an Owner, the searching Member (signed in) and ten
 * more people; four meetings of four to six people each, the Member invited to two of them.
 */
async function buildSearchOrg(db: TDb) {
  const owner = await buildMember(db);
  const orgId = owner.org.id;
  const caller = await buildMember(db, 'Member', orgId);
  const others: string[] = [];
  for (let i = 0; i < 10; i++) others.push((await buildPerson(db, orgId)).id);
  const invitees = [
    [caller.person.id, ...others.slice(0, 4)],
    [caller.person.id, ...others.slice(3, 7)],
    others.slice(5, 10),
    others.slice(0, 3),
  ];
  const meetings = [];
  for (const ids of invitees) {
    meetings.push(await buildMeeting(db, orgId, { ownerPersonId: owner.person.id, inviteeIds: ids }));
  }
  return { orgId, owner, caller, people: [owner.person.id, caller.person.id, ...others], meetings };
}

/**
 * Seeds `count` to-dos into a fresh organisation in batches of multi-row INSERTs through the
 * app's Drizzle database, as two years of use leave them: 90% spread over the four meetings
 * (owned by their invitees), 10% personal; created any day of the two years, due 3 to 17 days
 * later; mostly done when due over a month ago, mostly open since (mixes above), `completedAt`
 * on Done; 2% soft-deleted. Ends with VACUUM ANALYZE, as autovacuum would after such a load.
 * Answers the organisation and who searches it.
 */
export async function seedSearchOrg(db: TDb, count: number) {
  const org = await buildSearchOrg(db);
  const draw = random(42);
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => {
      const place = pick(PLACE_SHARES, draw());
      const meeting = place >= 0 ? org.meetings[place] : null;
      const owners = meeting ? meeting.inviteeIds : org.people;
      const createdAt = new Date(now - draw() * HISTORY_DAYS * DAY_MS);
      const dueAt = createdAt.getTime() + (3 + Math.floor(draw() * 15)) * DAY_MS;
      const status = pick(dueAt < now - 30 * DAY_MS ? OLD_STATUSES : RECENT_STATUSES, draw());
      return {
        orgId: org.orgId,
        title: `Follow up on the ${WORDS[(start + k) % WORDS.length]} #${start + k}`,
        ownerPersonId: owners[Math.floor(draw() * owners.length)],
        meetingId: meeting?.id ?? null,
        dueDate: new Date(dueAt).toISOString().slice(0, 10),
        status,
        completedAt: status === 'Done' ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
        deletedAt: draw() < 0.02 ? createdAt : null,
      };
    });
    await db.insert(todos).values(rows);
  }
  await db.execute(sql`vacuum analyze todos`);
  return org;
}
