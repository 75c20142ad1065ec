import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type TTestApp, testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

/** Issue 35 point 8: the console a self-hoster reads has one line per request, none for files and health. */
describe('the request log', () => {
  let app: TTestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database: await openTestDatabase(),
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  const logged = async (url: string, method: 'GET' | 'POST' = 'GET') => {
    lines.length = 0;
    const res = await app.inject({ method, url });
    return { res, entries: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
  };

  it('writes one line per request: method, URL, status and time', async () => {
    const { res, entries } = await logged('/api/v2/version');
    expect(res.statusCode).toBe(200);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.msg).toMatch(/^GET \/api\/v2\/version 200 \d+ ms$/);
    expect(entries[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('writes one line for a refused request too, with its status', async () => {
    const { entries } = await logged('/api/v2/todos/search', 'POST');
    expect(entries.map((entry) => entry.msg)).toEqual([
      expect.stringMatching(/^POST \/api\/v2\/todos\/search 401 /),
    ]);
  });

  it('masks a secret in the line as in the rest of the log', async () => {
    const { entries } = await logged('/api/v2/version?token=SECRET-T');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.msg).toMatch(/^GET \/api\/v2\/version\?token=\*\*\* 200 /);
    expect(JSON.stringify(entries)).not.toContain('SECRET-T');
  });

  it('writes nothing for the health check and for files', async () => {
    expect((await logged('/api/v2/health')).entries).toEqual([]);
    expect((await logged('/assets/index-abc.js')).entries).toEqual([]);
    expect((await logged('/favicon.svg?v=2')).entries).toEqual([]);
  });
});
