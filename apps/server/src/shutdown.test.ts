import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from './db/client.ts';
import { readSetting } from './modules/platform/index.ts';
import { createFreshDatabase, startServerNode } from './plugins/live-updates/server-nodes.ts';

/**
 * SIGTERM stops a real server process within 10 s while requests hold the database (issue 27):
 * one slow statement and one transaction that waits for itself, with a watchdog far too slow to
 * save them.
 * What was acknowledged stays; what was in flight is rolled back. On PGlite by default, on
 * PostgreSQL with CAIRN_TEST_DB=pg.
 */
const onPostgres = process.env.CAIRN_TEST_DB === 'pg';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function storage() {
  if (onPostgres) {
    const fresh = await createFreshDatabase(process.env.DATABASE_URL, 'cairn_shutdown');
    cleanups.push(fresh.drop);
    return { server: { databaseUrl: fresh.url }, open: () => openDatabase({ databaseUrl: fresh.url }) };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-shutdown-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { server: { dataDir }, open: () => openDatabase({ dataDir }) };
}

/** True once the database is held: on PGlite health cannot answer; on PostgreSQL the backend shows it. */
async function isHeld(baseUrl: string, database: TDatabase | null): Promise<boolean> {
  if (!database) return (await fetch(`${baseUrl}/api/v2/health`)).status === 503;
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`(query like '%pg_sleep%' or wait_event_type = 'Lock') and pid <> pg_backend_pid()`);
  return Number(row?.n) >= 2;
}

describe('shutdown', () => {
  it('ends within 10 s with requests stuck on the database, rolling them back and keeping what was acknowledged', async () => {
    const where = await storage();
    const node = await startServerNode({
      ...where.server,
      env: { CAIRN_TEST_HOOKS: '1', CAIRN_STATEMENT_TIMEOUT_MS: '120000' },
    });
    cleanups.push(() => node.kill());
    const hold = (key: string, how: string, seconds: number) =>
      fetch(`${node.baseUrl}/api/v2/dev/hold-database`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key, how, seconds }),
      }).then(
        (res) => res.status,
        () => 'connection closed',
      );
    expect(await hold('acknowledged', 'slow-statement', 0)).toBe(200);
    const stuck = [
      hold('stuck-statement', 'slow-statement', 60),
      hold('stuck-itself', 'waits-for-itself', 0),
    ];
    const observer = onPostgres ? await where.open() : null;
    try {
      let held = false;
      for (let attempt = 0; attempt < 100 && !held; attempt++) held = await isHeld(node.baseUrl, observer);
      expect(held).toBe(true);
    } finally {
      await observer?.close();
    }

    const asked = Date.now();
    process.kill(node.pid, 'SIGTERM');
    const exit = await node.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - asked).toBeLessThan(10_000);
    for (const status of await Promise.all(stuck)) expect([503, 'connection closed']).toContain(status);

    const reopened = await where.open();
    try {
      expect(await readSetting(reopened.db, 'hold:acknowledged')).toBeDefined();
      expect(await readSetting(reopened.db, 'hold:stuck-statement')).toBeUndefined();
      expect(await readSetting(reopened.db, 'hold:stuck-itself')).toBeUndefined();
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
