import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { TDb } from '../../db/client.ts';
import { DATABASE_TIMEOUT_TEXT } from '../../http/errors.ts';
import { type TTestApp, testConfig } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { readSetting } from './app-settings.repository.ts';
import { databaseAnswers } from './health.ts';

/**
 * The database watchdog (issue 27, docs/decisions/0011) on the app, with a 1 s limit: a request
 * that holds the database too long answers 503 and changes nothing, the log names its route, and
 * everyone else is answered meanwhile and after. Runs on PGlite's thread and on PostgreSQL.
 */
let app: TTestApp;
const lines: string[] = [];

beforeAll(async () => {
  const database = await openTestDatabase({ statementTimeoutMs: 1000 });
  app = await buildApp({
    config: testConfig({ logLevel: 'warn', testHooks: true, statementTimeoutMs: 1000 }),
    database,
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => app?.close());

const hold = (key: string, how: 'slow-statement' | 'waits-for-itself', seconds = 4) =>
  app.inject({ method: 'POST', url: '/api/v2/dev/hold-database', payload: { key, seconds, how } });
const health = () => app.inject({ method: 'GET', url: '/api/v2/health' });

describe('GET health', () => {
  it('answers 200 with the database ok, without a session', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('the database watchdog', () => {
  it('answers 503 to a request that holds the database with one slow statement, and keeps what was committed', async () => {
    const committed = await hold('kept', 'slow-statement', 0);
    expect(committed.statusCode, committed.body).toBe(200);
    const res = await hold('slow-statement', 'slow-statement');
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().messages[0]).toMatchObject({ id: 'UNAVAILABLE', text: DATABASE_TIMEOUT_TEXT });
    expect(await readSetting(app.db, 'hold:slow-statement')).toBeUndefined();
    expect(await readSetting(app.db, 'hold:kept')).toBeDefined();
    expect((await health()).json()).toEqual({ status: 'ok', database: 'ok' });
    expect(lines.join('')).toContain('POST /api/v2/dev/hold-database');
  });

  it('ends a transaction that waits for itself; others are answered meanwhile', async () => {
    const held = hold('waits-for-itself', 'waits-for-itself');
    const version = await app.inject({ method: 'GET', url: '/api/v2/version' });
    expect(version.statusCode).toBe(200);
    const res = await held;
    expect(res.statusCode, res.body).toBe(503);
    expect(await readSetting(app.db, 'hold:waits-for-itself')).toBeUndefined();
    expect((await health()).statusCode).toBe(200);
  });
});

describe('GET health when the database does not answer', () => {
  it('answers 503 when the database is gone', async () => {
    const database = await openTestDatabase();
    const orphan = await buildApp({ config: testConfig(), database });
    await orphan.ready();
    await database.close();
    const res = await orphan.inject({ method: 'GET', url: '/api/v2/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
    await orphan.close().catch(() => {});
  });

  it('counts a database that takes longer than the wait as down', async () => {
    const silent = { execute: () => new Promise(() => {}) } as unknown as TDb;
    expect(await databaseAnswers(silent, 20)).toBe(false);
  });
});
