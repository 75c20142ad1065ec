import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@cairn/server/src/db/client.ts';
import { moveToPostgres } from '@cairn/server/src/db/move-to-postgres.ts';
import { createBackup } from '@cairn/server/src/modules/backup/index.ts';
import {
  createFreshDatabase,
  isReachable,
  LOCAL_SERVICES,
} from '@cairn/server/src/plugins/live-updates/server-nodes.ts';
import { kb, ms, report, section } from './format.ts';
import { seedSearchOrg } from './todo-search-seed.ts';

/** Issue 37 point 5's figure: an embedded instance with 100,000 to-dos, backed up and moved to PostgreSQL. */
const TODO_COUNT = 100_000;

/**
 * `npm run bench -- move-to-postgres`: seeds a PGlite data folder with 100,000 to-dos (two years of
 * one organisation, todo-search-seed.ts), then times the backup (PGlite's dump in its thread) and
 * the move into a fresh PostgreSQL database, with the counts compared as the command does.
 */
export async function benchMoveToPostgres(): Promise<void> {
  section(`Backup and move to PostgreSQL (${TODO_COUNT.toLocaleString('en-US')} to-dos)`);
  if (!(await isReachable(LOCAL_SERVICES.postgresUrl))) {
    report('move to PostgreSQL', `skipped: no PostgreSQL at ${LOCAL_SERVICES.postgresUrl}`);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-move-'));
  const database = await openDatabase({ dataDir, statementTimeoutMs: 3_600_000 });
  const target = await createFreshDatabase(LOCAL_SERVICES.postgresUrl, 'cairn_bench_move');
  try {
    const seeding = performance.now();
    await seedSearchOrg(database.db, TODO_COUNT);
    report('seed (PGlite)', ms(performance.now() - seeding));
    const backingUp = performance.now();
    const { bytes } = await createBackup({ database, dataDir, cairnVersion: 'bench' });
    report('backup (dump in the PGlite thread)', `${ms(performance.now() - backingUp)}, ${kb(bytes.length)}`);
    const moving = performance.now();
    const moved = await moveToPostgres(database.db, target.url);
    const took = performance.now() - moving;
    const rows = moved.tables.reduce((sum, t) => sum + t.target, 0);
    const todos = moved.tables.find((t) => t.name === 'todos');
    report('move to PostgreSQL', `${ms(took)} for ${rows} rows (${Math.round(rows / (took / 1000))} rows/s)`);
    report('to-dos embedded -> PostgreSQL', `${todos?.source} -> ${todos?.target}`);
    report('foreign keys re-added and checked', String(moved.foreignKeys));
  } finally {
    await database.close();
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
