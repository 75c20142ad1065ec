import type { TDatabase } from '@cairn/server/src/db/client.ts';
import { notifications } from '@cairn/server/src/db/schema/index.ts';
import { buildMember } from '@cairn/server/src/test/factories.ts';
import { onBothEngines, startBenchApp } from './bench-app.ts';
import { section } from './format.ts';
import { DURATION_S, httpLoad, printLoad, WARM_UP_S } from './latency-load.ts';

/** Issue #15's workload: one person with 10,000 notifications, a quarter of them unread. */
const NOTIFICATIONS = 10_000;
const CONNECTIONS = 20;
const BATCH = 1000;

/** A person whose bell holds 10,000 notifications over the last year, newest a minute old. */
async function seedInbox(database: TDatabase) {
  const owner = await buildMember(database.db);
  const now = Date.now();
  for (let start = 0; start < NOTIFICATIONS; start += BATCH) {
    await database.db.insert(notifications).values(
      Array.from({ length: BATCH }, (_, offset) => {
        const n = start + offset;
        return {
          recipientUserId: owner.user.id,
          recipientPersonId: owner.person.id,
          orgId: owner.org.id,
          kind: 'assigned',
          title: 'New to-do',
          message: `Sam assigned the to-do "Item ${n}" to you.`,
          isRead: n % 4 !== 0,
          createdAt: new Date(now - 60_000 - n * 3_000_000),
        };
      }),
    );
  }
  return owner;
}

async function run(database: TDatabase, dataDir: string, databaseUrl?: string) {
  const { app, baseUrl } = await startBenchApp(database, { dataDir, databaseUrl });
  try {
    const owner = await seedInbox(database);
    const headers = { authorization: `Bearer ${owner.session.token}`, 'content-type': 'application/json' };
    const url = `${baseUrl}/api/v2/notification-center/search`;
    // The panel's first page (with the badge and the total), and a page deep in the list.
    const first = JSON.stringify({ startIndex: 0, endIndex: 20, includeTotalCount: true });
    const deep = JSON.stringify({ startIndex: 5000, endIndex: 5020, includeTotalCount: false });
    const check = await fetch(url, { method: 'POST', headers, body: first });
    const answer = (await check.json()) as { totalCount: number; unreadCount: number };
    if (check.status !== 200 || answer.totalCount !== NOTIFICATIONS)
      throw new Error(`search answered ${check.status} with ${answer.totalCount} notifications`);
    const load = (body: string, duration: number, connections = CONNECTIONS) =>
      httpLoad({ url, method: 'POST', headers, body, connections, duration });
    await load(first, WARM_UP_S);
    return {
      alone: await load(first, DURATION_S, 1),
      first: await load(first, DURATION_S),
      deep: await load(deep, DURATION_S),
      unread: answer.unreadCount,
    };
  } finally {
    await app.close();
  }
}

function print(engine: string, figures: Awaited<ReturnType<typeof run>>) {
  printLoad(`${engine}: first page + badge, one person alone`, figures.alone);
  printLoad(`${engine}: first page + badge (${figures.unread} unread), ${CONNECTIONS} conn.`, figures.first);
  printLoad(`${engine}: page at row 5,000, ${CONNECTIONS} conn.`, figures.deep);
}

/** Issue #15's figure: notification search p95 for a person with 10,000 notifications, on both engines. */
export async function benchNotifications() {
  section(`Notification search: one person, ${NOTIFICATIONS.toLocaleString('en')} notifications`);
  await onBothEngines('notifications', run, print);
}
