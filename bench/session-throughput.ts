import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type TDatabase } from '@cairn/server/src/db/client.ts';
import {
  createFreshDatabase,
  isReachable,
  LOCAL_SERVICES,
} from '@cairn/server/src/plugins/live-updates/server-nodes.ts';
import { buildOrg, buildSession, buildUser } from '@cairn/server/src/test/factories.ts';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { listen, startBenchApp } from './bench-app.ts';
import { ms, report, section } from './format.ts';
import { CONNECTIONS, DURATION_S, WARM_UP_S } from './latency-load.ts';

/** What one load run measured. */
export type TLoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

/** autocannon in a worker thread (so the load does not share the servers' event loop), GET with headers. */
async function load(url: string, headers: Record<string, string>, durationS: number): Promise<TLoadFigures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationS,
    headers,
    workers: 1,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Warms up, then measures. */
async function measure(url: string, headers: Record<string, string>): Promise<TLoadFigures> {
  await load(url, headers, WARM_UP_S);
  return load(url, headers, DURATION_S);
}

function print(label: string, f: TLoadFigures) {
  const failures = f.non2xx + f.errors > 0 ? `, ${f.non2xx} non-2xx, ${f.errors} errors` : '';
  report(
    label,
    `${Math.round(f.requestsPerSecond)} req/s, p50 ${ms(f.p50Ms)}, p99 ${ms(f.p99Ms)}${failures}`,
  );
}

/**
 * Runs a Cairn app in this process on the database (production settings, warn-level logs), signs
 * a user in with a bearer token, and loads `GET /api/v2/session`. Answers the figures and the
 * JSON body, which the bare route then answers too.
 */
async function loadCairn(database: TDatabase, dataDir: string, databaseUrl?: string) {
  const { app, baseUrl } = await startBenchApp(database, { dataDir, databaseUrl });
  try {
    const user = await buildUser(database.db);
    const { org } = await buildOrg(database.db, user);
    const session = await buildSession(database.db, user, org.id);
    const headers = { authorization: `Bearer ${session.token}` };
    const url = `${baseUrl}/api/v2/session`;
    const first = await fetch(url, { headers });
    if (first.status !== 200) throw new Error(`GET /api/v2/session answered ${first.status}, not 200`);
    const answer = (await first.json()) as Record<string, unknown>;
    const figures = await measure(url, headers);
    // autocannon drops its sockets when time is up; let the requests it left in flight finish
    // before the database closes under them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { figures, answer };
  } finally {
    await app.close();
  }
}

/** The same JSON from a bare Fastify route: what Fastify and the loopback cost on their own. */
async function loadBare(answer: Record<string, unknown>): Promise<TLoadFigures> {
  const bare = Fastify({ logger: false });
  bare.get('/api/v2/session', async () => answer);
  try {
    return await measure(`${await listen(bare)}/api/v2/session`, {});
  } finally {
    await bare.close();
  }
}

/** Cairn on a fresh PostgreSQL database, when one is reachable: the scale-out engine beside PGlite. */
async function loadCairnOnPostgres(dataDir: string): Promise<TLoadFigures | null> {
  if (!(await isReachable(LOCAL_SERVICES.postgresUrl))) return null;
  const fresh = await createFreshDatabase(LOCAL_SERVICES.postgresUrl, 'cairn_bench');
  try {
    return (await loadCairn(await openDatabase({ databaseUrl: fresh.url }), dataDir, fresh.url)).figures;
  } finally {
    await fresh.drop();
  }
}

/**
 * `GET /api/v2/session` of a real Cairn app (PGlite in a temporary folder, a user signed in with a
 * bearer token) beside a bare Fastify route answering the same JSON, in the same run: the ratio
 * is what session resolution, the guard, the queries and the answer cost over Fastify itself.
 * Cairn on PostgreSQL is measured too when PostgreSQL is reachable.
 */
export async function benchSessionThroughput(): Promise<{ cairn: TLoadFigures; bare: TLoadFigures }> {
  section(`2. GET /api/v2/session, ${CONNECTIONS} connections, ${DURATION_S} s each (autocannon)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-'));
  try {
    const cairn = await loadCairn(await openDatabase({ dataDir }), dataDir);
    const bare = await loadBare(cairn.answer);
    const onPostgres = await loadCairnOnPostgres(dataDir);
    print('Cairn on PGlite', cairn.figures);
    if (onPostgres) print('Cairn on PostgreSQL', onPostgres);
    print('bare Fastify, same JSON', bare);
    report(
      'throughput ratio bare / Cairn (PGlite)',
      `${(bare.requestsPerSecond / cairn.figures.requestsPerSecond).toFixed(1)}x`,
    );
    if (onPostgres) {
      report(
        'throughput ratio bare / Cairn (PostgreSQL)',
        `${(bare.requestsPerSecond / onPostgres.requestsPerSecond).toFixed(1)}x`,
      );
    }
    return { cairn: cairn.figures, bare };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
