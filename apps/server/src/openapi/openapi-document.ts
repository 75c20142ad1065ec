import { buildApp } from '../app.ts';
import { loadConfig, type TConfig } from '../config.ts';
import type { TDatabase } from '../db/client.ts';

/** A database that is never reached: building the routes and their document queries nothing (the job loop's first poll fails quietly and it is stopped at close). */
const UNUSED_DATABASE = {
  db: {},
  kind: 'pglite',
  interrupt: () => {},
  close: async () => {},
} as unknown as TDatabase;

/**
 * The OpenAPI document of a production build (no test-only routes), without a database and
 * without listening: the app is built, its routes give the document, and it is closed again.
 * `APP_URL` (from the environment, else the default) becomes the document's server.
 */
export async function buildOpenApiDocument(
  env: NodeJS.ProcessEnv = process.env,
): Promise<Record<string, unknown>> {
  const config: TConfig = {
    ...loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'openapi-document-openapi-document-0000',
      APP_URL: env.APP_URL,
      CAIRN_VERSION: env.CAIRN_VERSION,
    }),
    logLevel: 'silent',
    webDistDir: undefined,
    databaseUrl: undefined,
    redisUrl: undefined,
    smtpUrl: undefined,
  };
  const app = await buildApp({ config, database: UNUSED_DATABASE });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
