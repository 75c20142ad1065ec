import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@cairn/server/src/app.ts';
import { loadConfig } from '@cairn/server/src/config.ts';
import { openDatabase } from '@cairn/server/src/db/client.ts';
import { buildOrg, buildSession, buildUser } from '@cairn/server/src/test/factories.ts';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { ms, report, section } from './format.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 2;

/** What one load run measured. */
export type TLoadFigures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

/** autocannon in a worker thread (so the load does not share the servers' event loop), GET with headers. */
async function load(url: string, headers: Record<string, string>, durationS: number): Promise<TLoadFigures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationS, headers, workers: 1 });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function listen(app: { listen: (o: { port: number; host: string }) => Promise<string>; server: { address: () => unknown } }) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * `GET /api/v2/session` of a real Cairn app (PGlite in a temporary folder, a user signed in with a
 * bearer token) beside a bare Fastify route answering the same JSON, in the same run: the ratio
 * is what Cairn's session resolution, guard and answer cost over Fastify itself.
 */
export async function benchSessionThroughput(): Promise<{ cairn: TLoadFigures; bare: TLoadFigures } | null> {
  section(`2. GET /api/v2/session, ${CONNECTIONS} connections, ${DURATION_S} s each (autocannon)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    CAIRN_DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ dataDir });
  const cairn = await buildApp({ config: { ...config, webDistDir: undefined }, database });
  const bare = Fastify({ logger: false });
  try {
    const user = await buildUser(database.db);
    const { org } = await buildOrg(database.db, user);
    const session = await buildSession(database.db, user, org.id);
    const headers = { authorization: `Bearer ${session.token}` };
    const cairnUrl = `${await listen(cairn)}/api/v2/session`;

    const first = await fetch(cairnUrl, { headers });
    if (first.status !== 200) {
      report('skipped', `GET /api/v2/session answered ${first.status}, not 200`);
      return null;
    }
    const answer = (await first.json()) as Record<string, unknown>;
    bare.get('/api/v2/session', async () => answer);
    const bareUrl = `${await listen(bare)}/api/v2/session`;

    await load(cairnUrl, headers, WARM_UP_S);
    const cairnFigures = await load(cairnUrl, headers, DURATION_S);
    await load(bareUrl, headers, WARM_UP_S);
    const bareFigures = await load(bareUrl, headers, DURATION_S);

    for (const [label, f] of [
      ['Cairn (PGlite)', cairnFigures],
      ['bare Fastify, same JSON', bareFigures],
    ] as const) {
      const failures = f.non2xx + f.errors > 0 ? `, ${f.non2xx} non-2xx, ${f.errors} errors` : '';
      report(label, `${Math.round(f.requestsPerSecond)} req/s, p50 ${ms(f.p50Ms)}, p99 ${ms(f.p99Ms)}${failures}`);
    }
    report('throughput ratio bare / Cairn', `${(bareFigures.requestsPerSecond / cairnFigures.requestsPerSecond).toFixed(2)}x`);
    report('p99 ratio Cairn / bare', bareFigures.p99Ms > 0 ? `${(cairnFigures.p99Ms / bareFigures.p99Ms).toFixed(2)}x` : 'n/a (bare p99 is 0 ms)');
    return { cairn: cairnFigures, bare: bareFigures };
  } finally {
    await Promise.allSettled([cairn.close(), bare.close()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
