import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type TConfig } from '../config.ts';
import { openTestDatabase } from './test-database.ts';

export type TTestApp = FastifyInstance;

/** The configuration tests run with: no SMTP, the test outbox on, silent logs, fixed secret. */
export function testConfig(overrides: Partial<TConfig> = {}): TConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-00',
    CAIRN_DATA_DIR: '/tmp/cairn-test-data',
    PORT: '0',
    CAIRN_TEST_OUTBOX: '1',
  });
  return {
    ...config,
    webDistDir: undefined,
    databaseUrl: undefined,
    redisUrl: undefined,
    smtpUrl: undefined,
    ...overrides,
  };
}

/** Builds the app on a fresh database. Close it in afterAll. */
export async function createTestApp(overrides: Partial<TConfig> = {}): Promise<TTestApp> {
  const database = await openTestDatabase({ statementTimeoutMs: overrides.statementTimeoutMs });
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return app;
}

/** Who a test request is made as: a session token from the factories. */
export type TTestSession = { token: string };

/** Calls the API as the session's user with a bearer token (no CSRF needed). */
export function injectAs(
  app: TTestApp,
  session: TTestSession | null,
  options: InjectOptions & { url: string },
): Promise<LightMyRequestResponse> {
  const headers = { ...(options.headers ?? {}) } as Record<string, string>;
  if (session) headers.authorization = `Bearer ${session.token}`;
  return app.inject({ ...options, headers });
}
