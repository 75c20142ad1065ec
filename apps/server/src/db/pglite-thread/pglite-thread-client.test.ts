import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('a transaction begun by its first statement (issue 38)', () => {
  const bodies = async () =>
    (await client.query<{ body: string }>('select body from notes order by id')).rows.map((row) => row.body);

  it('sends BEGIN with the first statement: a statement and a commit are two messages, no statement none', async () => {
    const sent = vi.spyOn(Worker.prototype, 'postMessage');
    // The watchdog's pings may fall in between; they are not the transaction's.
    const ops = () =>
      sent.mock.calls.map(([message]) => (message as { op: string }).op).filter((op) => op !== 'ping');
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (40, 'one message')`);
    });
    expect(ops()).toEqual(['query', 'end']);
    sent.mockClear();
    expect(await db().transaction(async () => 'nothing to do')).toBe('nothing to do');
    expect(ops()).toEqual([]);
    sent.mockRestore();
    expect(await bodies()).toEqual(['one message']);
    await client.query('delete from notes');
  });

  it('rolls back when the first statement fails, and the thread serves the next transaction', async () => {
    await client.query(`insert into notes (id, body) values (50, 'taken')`);
    const failed = db().transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (51, 'taken')`);
    });
    await expect(failed).rejects.toMatchObject({ cause: { code: '23505' } });
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (52, 'after')`);
    });
    expect(await bodies()).toEqual(['taken', 'after']);
    await client.query('delete from notes');
  });

  it('leaves a transaction whose first statement failed aborted, as PostgreSQL does: later statements and the commit fail', async () => {
    const caught = db().transaction(async (tx) => {
      await tx.execute(sql`select * from no_such_table`).catch(() => undefined);
      const later = await tx
        .execute(sql`insert into notes (id, body) values (60, 'not kept')`)
        .catch((e) => e);
      expect(later).toMatchObject({ cause: { code: '25P02' } });
    });
    await expect(caught).rejects.toThrow();
    expect(await count()).toBe(0);
  });

  it('runs statements sent together as the first in the one transaction they begin', async () => {
    const both = (tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0], from: number) =>
      Promise.all([
        tx.execute(sql`insert into notes (id, body) values (${from}, ${`a${from}`})`),
        tx.execute(sql`insert into notes (id, body) values (${from + 1}, ${`b${from}`})`),
      ]);
    await db().transaction((tx) => both(tx, 70));
    await expect(
      db().transaction(async (tx) => {
        await both(tx, 80);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await bodies()).toEqual(['a70', 'b70']);
    await client.query('delete from notes');
  });

  it('keeps concurrent transactions on the one thread apart: each reads and writes as if alone', async () => {
    // Each takes the next id after the largest it reads: any interleaving would repeat an id.
    const next = (n: number) =>
      db().transaction(async (tx) => {
        const read = await tx.execute<{ top: number | null }>(sql`select max(id) as top from notes`);
        const id = (read.rows[0]?.top ?? 0) + 1;
        await tx.execute(sql`insert into notes (id, body) values (${id}, ${`writer ${n}`})`);
        if (n % 3 === 0) throw new Error(`writer ${n} gives up`);
      });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, n) => [next(n), count()]).flat(),
    );
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(failures.map((failure) => String((failure as PromiseRejectedResult).reason))).toEqual(
      [0, 3, 6, 9].map((n) => `Error: writer ${n} gives up`),
    );
    const ids = await client.query<{ id: number }>('select id from notes order by id');
    expect(ids.rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    await client.query('delete from notes');
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
