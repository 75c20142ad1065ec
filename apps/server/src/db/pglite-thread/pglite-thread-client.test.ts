import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueViolationOf } from '../unique-violation.ts';
import { asPglite, openPgliteThread } from './pglite-thread-client.ts';

let dir: string;
let client: PGlite;
const db = () => drizzle(client);
const count = async () =>
  (await client.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cairn-pglite-thread-'));
  client = asPglite(await openPgliteThread(dir, { migrate: false, timeoutMs: 30_000 }));
  await client.exec(`create table notes (id int primary key, body text, at timestamptz default now(),
    constraint notes_body_unique unique (body))`);
});

afterAll(async () => {
  await client?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('PGlite in its own thread', () => {
  it('answers rows as objects or arrays, and keeps the types Drizzle asks for as text', async () => {
    await client.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
    const objects = await client.query<{ id: number; body: string }>('select id, body from notes');
    expect(objects.rows).toEqual([{ id: 1, body: 'first' }]);
    const rows = await db().execute(sql`select id, at from notes`);
    expect(typeof rows.rows[0]?.at).toBe('string');
    await client.query('delete from notes');
  });

  it("runs with Cairn's memory settings (db/pglite.ts)", async () => {
    const shown = await client.query<{ shared_buffers: string }>('show shared_buffers');
    expect(shown.rows[0]?.shared_buffers).toBe('32MB');
  });

  it('commits a transaction that resolves and rolls back one that throws, savepoints included', async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (10, 'kept')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes (id, body) values (11, 'undone')`);
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (12, 'rolled back')`);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const bodies = await client.query<{ body: string }>('select body from notes order by id');
    expect(bodies.rows.map((row) => row.body)).toEqual(['kept']);
    await client.query('delete from notes');
  });

  it('runs a statement outside a transaction only after the transaction has ended', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const change = db().transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (20, 'in the change')`);
      await held;
    });
    // Let the transaction begin before the outside read is sent.
    await new Promise((resolve) => setImmediate(resolve));
    const outside = count();
    release();
    await change;
    expect(await outside).toBe(1);
    await client.query('delete from notes');
  });

  it('hands back database errors with their code and constraint, raw and through Drizzle', async () => {
    await client.query(`insert into notes (id, body) values (30, 'same')`);
    const raw = await client.query(`insert into notes (id, body) values (31, 'same')`).catch((e) => e);
    expect(raw).toMatchObject({ code: '23505', constraint: 'notes_body_unique' });
    const wrapped = await db()
      .execute(sql`insert into notes (id, body) values (32, 'same')`)
      .catch((e) => e);
    expect(uniqueViolationOf(wrapped)).toBe('notes_body_unique');
    await client.query('delete from notes');
  });

  it('keeps serving statements after one fails inside a transaction', async () => {
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`select * from no_such_table`);
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(0);
  });
});

describe('a PGlite thread that cannot open', () => {
  it('rejects with the reason', async () => {
    const file = path.join(dir, 'not-a-folder');
    await import('node:fs').then((fs) => fs.writeFileSync(file, 'x'));
    await expect(openPgliteThread(file, { migrate: false, timeoutMs: 30_000 })).rejects.toThrow();
  });
});

describe('a closed PGlite thread', () => {
  it('refuses later statements with a clear error', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'cairn-pglite-thread-'));
    try {
      const closing = await openPgliteThread(other, { migrate: false, timeoutMs: 30_000 });
      await closing.close();
      await expect(closing.query('select 1')).rejects.toThrow('The PGlite thread has stopped');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('the watchdog', () => {
  let watched: PGlite;
  let folder: string;
  const said: string[] = [];
  const rows = async () =>
    (await watched.query<{ n: number }>('select count(*)::int as n from kept')).rows[0]?.n;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'cairn-pglite-watchdog-'));
    watched = asPglite(
      await openPgliteThread(folder, {
        migrate: false,
        timeoutMs: 300,
        onWatchdog: (what) => said.push(what),
      }),
    );
    await watched.exec('create table kept (id int primary key)');
    await watched.query('insert into kept values (1)');
  });

  afterAll(async () => {
    await watched?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('rolls back a transaction that waits for a statement queued behind itself, and the engine answers again', async () => {
    const stuck = drizzle(watched).transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (2)`);
      // The bug class of issue 27: a bare statement inside the transaction waits for the transaction.
      await watched.query('select 1');
      await tx.execute(sql`insert into kept values (3)`);
    });
    await expect(stuck).rejects.toMatchObject({ cause: { code: '57014' } });
    expect(await rows()).toBe(1);
    expect(said.some((what) => what.startsWith('rolled back a transaction'))).toBe(true);
  });

  it('restarts a thread stuck inside one statement; what was committed stays', async () => {
    await expect(watched.query('select pg_sleep(3)')).rejects.toMatchObject({ code: '57014' });
    expect(said.some((what) => what.startsWith('restarted the database thread'))).toBe(true);
    expect(await rows()).toBe(1);
    await watched.query('insert into kept values (4)');
    expect(await rows()).toBe(2);
  });
});
