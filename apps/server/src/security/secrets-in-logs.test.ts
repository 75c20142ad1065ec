import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGES_WITH_SECRETS } from '@cairn/domain/common/secret-pages';
import { secretParamNames } from '@cairn/domain/common/secret-params';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { redactUrlCredentials } from '../lib/redact.ts';
import { type TTestApp, testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

/**
 * Issue 7 point 10 and issue 28 point 5: no password, secret, invitation key or reset code
 * reaches a terminal or a log line.
 */

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

  it.each([
    ['DATABASE_URL', 'mysql://db.example.com/cairn?user=cairn&password=hunter2-db'],
    ['DATABASE_URL', 'postgres://db.example.com:99999/cairn?sslmode=require&sslpassword=hunter2-ssl'],
    ['REDIS_URL', 'http://cache.example.com/?pass=hunter2-redis'],
    ['SMTP_URL', 'http://mail.example.com/?pwd=hunter2-a&api_key=hunter2-b&access_token=hunter2-c'],
    ['APP_URL', 'ftp://cairn.example.com/?secret=hunter2-d&token=hunter2-e&key=hunter2-f'],
  ])('a bad %s masks the secrets of its query', (name, value) => {
    const message = configErrorOf({ [name]: value });
    expect(message).toContain(name);
    expect(message).not.toContain('hunter2');
    expect(message).toMatch(/=\*\*\*/);
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
    expect(
      redactUrlCredentials('connect failed postgres://db:5432/x?sslpassword=s3cr&application_name=cairn'),
    ).toBe('connect failed postgres://db:5432/x?sslpassword=***&application_name=cairn');
  });
});

describe('access logs of the running app', () => {
  let app: TTestApp;
  const lines: string[] = [];
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    const database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database,
      logStream: { write: (line) => lines.push(line) },
      onRoute: (route) => routes.push(route),
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  const id = '0b5c1c5e-4a0e-4d4f-9b7e-2f0c5a8d9e11';
  it.each([
    ['GET', '/api/v2/account/password/reset/AB12CD', '/api/v2/account/password/reset/***'],
    ['GET', '/update-password/Zz9-token_value?x=1', '/update-password/***?x=1'],
    ['GET', `/api/v2/invitation/${id}/KEY-SECRET_1`, `/api/v2/invitation/${id}/***`],
    ['POST', `/api/v2/invitation/${id}/KEY-SECRET_2/accept`, `/api/v2/invitation/${id}/***/accept`],
    ['POST', `/api/v2/invitation/${id}/KEY-SECRET_3/decline`, `/api/v2/invitation/${id}/***/decline`],
    ['GET', `/welcome/invitation/${id}/KEY-SECRET_4`, `/welcome/invitation/${id}/***`],
    ['GET', `/welcome/invitation/process/${id}/KEY-SECRET_5`, `/welcome/invitation/process/${id}/***`],
    [
      'GET',
      '/api/v2/version?token=abc&page=2&verificationCode=QW12ER',
      '/api/v2/version?token=***&page=2&verificationCode=***',
    ],
    [
      'GET',
      '/api/v2/version?password=pw1&api_key=k2&sslpassword=s3',
      '/api/v2/version?password=***&api_key=***&sslpassword=***',
    ],
    ['GET', '/api/v2/todos?ids=a,b', '/api/v2/todos?ids=a,b'],
  ])('%s %s is logged as %s', async (method, url, logged) => {
    lines.length = 0;
    await app.inject({ method: method as 'GET' | 'POST', url });
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls)).toEqual(new Set([logged]));
  });

  it('every path param named like a credential is declared secret, so its segment is masked', () => {
    const credential = /key|code|token|secret|password|otp/i;
    const declared = [
      ...routes.map((route) => ({ path: route.url, params: route.schema?.params })),
      ...Object.values(PAGES_WITH_SECRETS),
    ];
    const unmarked = declared.flatMap(({ path, params }) =>
      [...path.matchAll(/:(\w+)/g)]
        .map((match) => match[1])
        .filter((name) => credential.test(name) && !secretParamNames(params).includes(name))
        .map((name) => `${path} (${name})`),
    );
    expect(unmarked).toEqual([]);
    expect(declared.filter(({ params }) => secretParamNames(params).length).length).toBeGreaterThanOrEqual(7);
  });

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
