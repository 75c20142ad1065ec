import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../../db/client.ts';
import { jobs, todos } from '../../db/schema/index.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { buildTodo } from '../../test/item-factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { requestBackup, startAdminChannel } from './admin-channel.ts';
import { BackupFileError } from './backup-archive.ts';
import { knownMigrations } from './backup-manifest.ts';
import { countsOf, migratedDataDir } from './backup-test-support.ts';
import { RestoreRefusedError, restoreBackup } from './restore-backup.ts';
import { createBackup } from './take-backup.ts';

const VERSION = '0.1.0';
const folders: string[] = [];
const freshFolder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cairn-restore-'));
  folders.push(dir);
  return dir;
};

/** Restores `bytes` into a new folder and answers the counts its database holds. */
async function restoredCounts(bytes: Uint8Array): Promise<Record<string, number>> {
  const dataDir = freshFolder();
  await restoreBackup({ bytes, dataDir, force: false, cairnVersion: VERSION });
  const restored = await openDatabase({ dataDir, migrate: false });
  try {
    return await countsOf(restored.db);
  } finally {
    await restored.close();
  }
}

/** A backup whose manifest is changed by `edit` (a file from another Cairn). */
function withManifest(bytes: Uint8Array, edit: (manifest: Record<string, unknown>) => void): Uint8Array {
  const entries = unzipSync(bytes);
  const manifest = JSON.parse(strFromU8(entries['manifest.json'])) as Record<string, unknown>;
  edit(manifest);
  entries['manifest.json'] = new TextEncoder().encode(JSON.stringify(manifest));
  return zipSync(entries);
}

describe('backup and restore of the embedded database', () => {
  let dataDir: string;
  let database: TDatabase;
  let orgId: string;
  let ownerId: string;

  beforeAll(async () => {
    dataDir = await migratedDataDir('cairn-backup');
    folders.push(dataDir);
    writeFileSync(path.join(dataDir, 'session-secret'), 'a'.repeat(64), { mode: 0o600 });
    database = await openDatabase({ dataDir, migrate: false });
    const user = await buildUser(database.db);
    const { org, owner } = await buildOrg(database.db, user);
    orgId = org.id;
    ownerId = owner.id;
    for (let i = 0; i < 20; i++)
      await buildTodo(database.db, orgId, { ownerPersonId: ownerId, title: `Seed ${i}` });
  });

  afterAll(async () => {
    await database.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('a backup asked of the running server while writes continue restores every write acknowledged before it', async () => {
    const channel = await startAdminChannel({
      dataDir,
      takeBackup: async () => (await createBackup({ database, dataDir, cairnVersion: VERSION })).bytes,
    });
    try {
      let acknowledged = 0;
      let writing = true;
      const writer = (async () => {
        while (writing) {
          await buildTodo(database.db, orgId, { ownerPersonId: ownerId, title: `During ${acknowledged}` });
          acknowledged++;
        }
      })();
      while (acknowledged < 5) await new Promise((resolve) => setTimeout(resolve, 5));
      const before = acknowledged;
      const bytes = await requestBackup(dataDir);
      const after = acknowledged;
      writing = false;
      await writer;
      expect(after).toBeGreaterThan(before);
      const restored = await restoredCounts(bytes);
      // Every to-do acknowledged before the request is there; none appears that was not written.
      expect(restored.todos).toBeGreaterThanOrEqual(20 + before);
      expect(restored.todos).toBeLessThanOrEqual(20 + after + 1);
    } finally {
      await channel.close();
    }
    expect(existsSync(path.join(dataDir, 'admin-channel.json'))).toBe(false);
  });

  it('the admin channel refuses a caller without the secret', async () => {
    const channel = await startAdminChannel({ dataDir, takeBackup: async () => new Uint8Array(1) });
    try {
      const answer = await fetch(`http://127.0.0.1:${channel.port}/backup`, { method: 'POST' });
      expect(answer.status).toBe(403);
      const wrong = await fetch(`http://127.0.0.1:${channel.port}/backup`, {
        method: 'POST',
        headers: { 'x-cairn-admin-secret': 'guess' },
      });
      expect(wrong.status).toBe(403);
    } finally {
      await channel.close();
    }
  });

  it('restores into a fresh folder with every row of every table and the generated secrets', async () => {
    const { bytes, manifest } = await createBackup({ database, dataDir, cairnVersion: VERSION });
    expect(manifest.engine).toBe('pglite');
    expect(manifest.migration).toBe(knownMigrations().at(-1)?.tag);
    const source = await countsOf(database.db);
    const target = freshFolder();
    const result = await restoreBackup({ bytes, dataDir: target, force: false, cairnVersion: VERSION });
    expect(result.organizations).toBe(1);
    expect(readFileSync(path.join(target, 'session-secret'), 'utf8')).toBe('a'.repeat(64));
    const restored = await openDatabase({ dataDir: target, migrate: false });
    try {
      expect(await countsOf(restored.db)).toEqual(source);
      const [{ n }] = await restored.db.select({ n: count() }).from(todos).where(eq(todos.orgId, orgId));
      expect(n).toBe(source.todos);
    } finally {
      await restored.close();
    }
  });

  it('refuses a file from a newer Cairn and says so, and changes nothing', async () => {
    const { bytes } = await createBackup({ database, dataDir, cairnVersion: VERSION });
    const target = freshFolder();
    const newerMigration = withManifest(bytes, (m) => {
      m.migration = '0099_from-the-future';
      m.cairnVersion = '9.0.0';
    });
    await expect(
      restoreBackup({ bytes: newerMigration, dataDir: target, force: false, cairnVersion: VERSION }),
    ).rejects.toThrow(/newer Cairn \(9\.0\.0, migration 0099_from-the-future\).*Upgrade Cairn first/);
    const newerFormat = withManifest(bytes, (m) => {
      m.formatVersion = 2;
    });
    await expect(
      restoreBackup({ bytes: newerFormat, dataDir: target, force: false, cairnVersion: VERSION }),
    ).rejects.toThrow(RestoreRefusedError);
    expect(readdirSync(target)).toEqual([]);
  });

  it('refuses a file that is not a backup, and a non-empty folder unless forced (then sets it aside)', async () => {
    const target = freshFolder();
    await expect(
      restoreBackup({
        bytes: new TextEncoder().encode('hello'),
        dataDir: target,
        force: false,
        cairnVersion: VERSION,
      }),
    ).rejects.toThrow(BackupFileError);
    const { bytes } = await createBackup({ database, dataDir, cairnVersion: VERSION });
    mkdirSync(path.join(target, 'pglite'));
    writeFileSync(path.join(target, 'pglite', 'PG_VERSION'), '17');
    await expect(
      restoreBackup({ bytes, dataDir: target, force: false, cairnVersion: VERSION }),
    ).rejects.toThrow(/is not empty \(pglite\).*--force/);
    expect(readFileSync(path.join(target, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17');
    const forced = await restoreBackup({ bytes, dataDir: target, force: true, cairnVersion: VERSION });
    expect(forced.setAsideIn).not.toBeNull();
    expect(readFileSync(path.join(forced.setAsideIn as string, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17');
    expect(forced.organizations).toBe(1);
  });
});

describe('backup on the engine the tests run on', () => {
  let database: TDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('carries every organisation as its export on PostgreSQL, the data folder on PGlite', async () => {
    const { org } = await buildOrg(database.db, await buildUser(database.db));
    const dataDir = freshFolder();
    const { bytes, manifest } = await createBackup({ database, dataDir, cairnVersion: VERSION });
    const names = Object.keys(unzipSync(bytes));
    if (database.kind === 'postgres') {
      expect(manifest.organizations.map((o) => o.id)).toContain(org.id);
      expect(names).toContain(`organizations/${org.id}.zip`);
      const inner = unzipSync(unzipSync(bytes)[`organizations/${org.id}.zip`]);
      expect(JSON.parse(strFromU8(inner['manifest.json'])).organization.id).toBe(org.id);
      await expect(
        restoreBackup({ bytes, dataDir: freshFolder(), force: false, cairnVersion: VERSION }),
      ).rejects.toThrow(/taken on PostgreSQL.*pg_restore/);
    } else {
      expect(names).toContain('pgdata.tar.gz');
    }
  });

  it('a dedupe key makes one job however often it is queued', async () => {
    const { insertJob } = await import('../jobs/index.ts');
    const key = `backup:${new Date().toISOString()}`;
    const first = await insertJob(database.db, { kind: 'backup.scheduled', payload: {}, dedupeKey: key });
    const second = await insertJob(database.db, { kind: 'backup.scheduled', payload: {}, dedupeKey: key });
    expect(first).toBeDefined();
    expect(second).toBeUndefined();
    const [{ n }] = await database.db.select({ n: count() }).from(jobs).where(eq(jobs.dedupeKey, key));
    expect(n).toBe(1);
  });
});
