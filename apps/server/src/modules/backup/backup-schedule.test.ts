import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { BACKUP_JOB, backupsFolderOf, pruneBackups } from './backup-schedule.ts';

const SERVER_ENTRY = new URL('../../server.mjs', import.meta.url).pathname;

describe('the scheduled backup', () => {
  let app: TTestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-scheduled-'));
    app = await createTestApp({ dataDir, backupKeep: 2 });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each run into CAIRN_DATA_DIR/backups, keeps the newest BACKUP_KEEP, and runs once per slot', async () => {
    const slots = ['2026-01-01T03:00:00.000Z', '2026-01-02T03:00:00.000Z', '2026-01-03T03:00:00.000Z'];
    for (const slot of slots) {
      // Two nodes ticking the same minute queue the same key: one job.
      await app.jobs.enqueue(BACKUP_JOB, { slot }, { dedupeKey: `backup:${slot}` });
      await app.jobs.enqueue(BACKUP_JOB, { slot }, { dedupeKey: `backup:${slot}` });
      await app.jobs.drain();
    }
    // The app's own job loop may be running one of them (PostgreSQL runs both at once): wait for it.
    const done = async () =>
      (await app.db.select().from(jobs).where(eq(jobs.kind, BACKUP_JOB))).filter((row) => row.doneAt).length;
    await expect.poll(done, { timeout: 15_000 }).toBe(3);
    const rows = await app.db.select().from(jobs).where(eq(jobs.kind, BACKUP_JOB));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.doneAt !== null && row.lastError === null)).toBe(true);
    expect(readdirSync(backupsFolderOf(dataDir)).sort()).toEqual([
      'cairn-backup-2026-01-02T03-00Z.zip',
      'cairn-backup-2026-01-03T03-00Z.zip',
    ]);
  });

  it('prunes only its own files', () => {
    const folder = path.join(dataDir, 'prune');
    mkdirSync(folder);
    for (const name of [
      'cairn-backup-2026-01-01T03-00Z.zip',
      'cairn-backup-2026-01-02T03-00Z.zip',
      'mine.zip',
    ]) {
      writeFileSync(path.join(folder, name), 'x');
    }
    expect(pruneBackups(folder, 1)).toEqual(['cairn-backup-2026-01-01T03-00Z.zip']);
    expect(readdirSync(folder).sort()).toEqual(['cairn-backup-2026-01-02T03-00Z.zip', 'mine.zip']);
  });

  it('a bad BACKUP_CRON stops the server at start with one clear line', () => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const run = spawnSync(process.execPath, [SERVER_ENTRY], {
      env: { ...env, CAIRN_DATA_DIR: dataDir, BACKUP_CRON: 'every night at 3', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /Invalid configuration: BACKUP_CRON is not a cron expression such as "0 3 \* \* \*"/,
    );
  });
});
