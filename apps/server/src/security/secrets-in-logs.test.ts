import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { redactLoggedUrl, redactUrlCredentials } from '../lib/redact.ts';
import { type TTestApp, testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

/** Issue 7 point 10: no password, secret or reset code reaches a terminal or a log line. */

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'cairn-secrets-'));

function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig({ CAIRN_DATA_DIR: dataDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration errors', () => {
  it.each([
    ['SMTP_URL', 'http://mailer:hunter2-smtp@mail.example.com:587'],
    ['DATABASE_URL', 'mysql://cairn:hunter2-db@db.example.com/cairn'],
    ['DATABASE_URL', 'postgres://cairn:hunter2-db@'],
    ['REDIS_URL', 'http://:hunter2-redis@cache.example.com'],
  ])('a bad %s names the variable but masks its password', (name, value) => {
    const message = configErrorOf({ [name]: value });
    expect(message).toContain(name);
    expect(message).not.toContain('hunter2');
    expect(message).toContain(':***@');
  });

  it('never shows a rejected SESSION_SECRET', () => {
    const message = configErrorOf({ SESSION_SECRET: 'hunter2-too-short' });
    expect(message).toContain('SESSION_SECRET');
    expect(message).not.toContain('hunter2');
  });

  it('masks passwords in any start-up text, user names kept', () => {
    expect(redactUrlCredentials('connect ECONNREFUSED postgres://cairn:s3cr@t@db:5432/x failed')).toBe(
      'connect ECONNREFUSED postgres://cairn:***@db:5432/x failed',
    );
    expect(redactUrlCredentials('smtp://mail.example.com:25')).toBe('smtp://mail.example.com:25');
  });
});

describe('logged URLs', () => {
  it.each([
    ['/api/v2/account/password/reset/AB12CD', '/api/v2/account/password/reset/***'],
    ['/update-password/Zz9-token_value?x=1', '/update-password/***?x=1'],
    ['/api/v2/x?token=abc&page=2&verificationCode=QW12ER', '/api/v2/x?token=***&page=2&verificationCode=***'],
    ['/api/v2/todos?ids=a,b', '/api/v2/todos?ids=a,b'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactLoggedUrl(url)).toBe(logged);
  });
});

describe('access logs of the running app', () => {
  let app: TTestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('mask reset codes in paths, secrets in queries, and cookie/authorization headers', async () => {
    await app.inject({ method: 'GET', url: '/api/v2/account/password/reset/SECRETCODE1' });
    await app.inject({ method: 'GET', url: '/update-password/SECRETCODE2' });
    await app.inject({ method: 'GET', url: '/api/v2/version?token=SECRETCODE3' });
    app.log.info(
      { req: { headers: { cookie: 'cairn_session=SECRETCODE4', authorization: 'Bearer SECRETCODE5' } } },
      'a line that carries headers',
    );
    const log = lines.join('');
    expect(log).toContain('/api/v2/account/password/reset/***');
    expect(log).toContain('/update-password/***');
    expect(log).toContain('[Redacted]');
    for (const secret of ['SECRETCODE1', 'SECRETCODE2', 'SECRETCODE3', 'SECRETCODE4', 'SECRETCODE5']) {
      expect(log).not.toContain(secret);
    }
  });
});
