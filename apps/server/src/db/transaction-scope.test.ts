import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { TDatabase } from './client.ts';
import { appSettings } from './schema/index.ts';
import { guardTransactions, StatementOutsideTransactionError } from './transaction-scope.ts';

/** The guard of docs/decisions/0011 on the engine production uses (PGlite's thread, or PostgreSQL). */
let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const setting = async (key: string) =>
  (await database.db.select().from(appSettings).where(eq(appSettings.key, key)))[0];

describe('a statement on the bare database inside an open transaction', () => {
  it('throws at once in strict mode, naming where it was written, and the transaction rolls back', async () => {
    const started = Date.now();
    const attempt = database.db.transaction(async (tx) => {
      await tx.insert(appSettings).values({ key: 'guard:strict', value: 1 });
      await database.db.select().from(appSettings);
    });
    await expect(attempt).rejects.toThrow(StatementOutsideTransactionError);
    await expect(attempt).rejects.toThrow(/transaction-scope\.test\.ts/);
    // It failed instead of waiting for the transaction (the watchdog's limit is 30 s).
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await setting('guard:strict')).toBeUndefined();
  });

  it('runs inside that transaction in route mode (production), so it sees and shares its writes', async () => {
    const routed = guardTransactions(database.db, 'route');
    const seen = await routed.transaction(async (tx) => {
      await tx.insert(appSettings).values({ key: 'guard:route', value: 2 });
      const [row] = await routed.select().from(appSettings).where(eq(appSettings.key, 'guard:route'));
      await routed.insert(appSettings).values({ key: 'guard:route-bare', value: 3 });
      return row;
    });
    expect(seen).toMatchObject({ value: 2 });
    expect(await setting('guard:route-bare')).toMatchObject({ value: 3 });
  });

  it('lets work the transaction started but did not await reach the database once it has ended', async () => {
    let later: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async () => {
      later = new Promise((resolve) => setImmediate(resolve)).then(() => database.db.execute(sql`select 1`));
    });
    await expect(later).resolves.toBeDefined();
  });

  it('leaves statements outside any transaction alone', async () => {
    await database.db.insert(appSettings).values({ key: 'guard:outside', value: 4 });
    expect(await setting('guard:outside')).toMatchObject({ value: 4 });
  });
});
