import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@cairn/server/src/app.ts';
import { loadConfig, type TConfig } from '@cairn/server/src/config.ts';
import { openDatabase, type TDatabase } from '@cairn/server/src/db/client.ts';
import {
  createFreshDatabase,
  isReachable,
  LOCAL_SERVICES,
} from '@cairn/server/src/plugins/live-updates/server-nodes.ts';
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
  options: { dataDir: string; databaseUrl?: string; webDistDir?: string; config?: Partial<TConfig> },
) {
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: SECRET,
    CAIRN_DATA_DIR: options.dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({
    config: {
      ...config,
      webDistDir: options.webDistDir,
      databaseUrl: options.databaseUrl,
      ...options.config,
    },
    database,
  });
  return { app, baseUrl: await listen(app) };
}

/**
 * Runs one benchmark on PGlite, then on PostgreSQL when the local server answers, each on a fresh
 * database, and hands each engine's figures to `print`. The data folder is removed after.
 */
export async function onBothEngines<T>(
  name: string,
  run: (database: TDatabase, dataDir: string, databaseUrl?: string) => Promise<T>,
  print: (engine: string, figures: T) => void,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `cairn-bench-${name}-`));
  try {
    print('PGlite', await run(await openDatabase({ dataDir }), dataDir));
    if (await isReachable(LOCAL_SERVICES.postgresUrl)) {
      const fresh = await createFreshDatabase(LOCAL_SERVICES.postgresUrl, 'cairn_bench');
      try {
        print('PostgreSQL', await run(await openDatabase({ databaseUrl: fresh.url }), dataDir, fresh.url));
      } finally {
        await fresh.drop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Calls the bench app's API as one user (bearer token); a non-2xx answer throws with its body. */
export type TApiCaller = (method: string, path: string, body?: object) => Promise<Record<string, unknown>>;

export function apiCaller(baseUrl: string, token: string): TApiCaller {
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}/api/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status >= 300)
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  };
}
