import type { AddressInfo } from 'node:net';
import { buildApp } from '@cairn/server/src/app.ts';
import { loadConfig } from '@cairn/server/src/config.ts';
import type { TDatabase } from '@cairn/server/src/db/client.ts';
import type { FastifyInstance } from 'fastify';

const SECRET = 'bench-secret-bench-secret-bench-secret-00';

/** Listens on a free loopback port; answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A Cairn app in this process on `database`, as production runs it (production settings,
 * warn-level logs; the web build only when `webDistDir` is given), listening on loopback. Close `app` when done.
 */
export async function startBenchApp(
  database: TDatabase,
  options: { dataDir: string; databaseUrl?: string; webDistDir?: string },
) {
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: SECRET,
    CAIRN_DATA_DIR: options.dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({
    config: { ...config, webDistDir: options.webDistDir, databaseUrl: options.databaseUrl },
    database,
  });
  return { app, baseUrl: await listen(app) };
}
