import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@cairn/server/src/db/client.ts';
import {
  createFreshDatabase,
  isReachable,
  LOCAL_SERVICES,
  startServerNode,
  type TServerNode,
} from '@cairn/server/src/plugins/live-updates/server-nodes.ts';
import { ms, percentile, report, section, verdict } from './format.ts';
import { seedMixedOrg, TODO_COUNT, USERS } from './mixed-load-seed.ts';
import { MIX, MixedUser, type TLoadRecord } from './mixed-load-user.ts';
import { seedSearchOrg } from './todo-search-seed.ts';

const WARM_UP_S = 3;
const RUN_S = 15;
const RUNS = 3;
/** Issue 10: PGlite should reach at least this share of PostgreSQL's throughput. */
const PGLITE_THROUGHPUT_TARGET = 0.6;
/** Issue 38 (decision 0043): a server idles under this with 100,000 rows, by engine (the Node process). */
const IDLE_RSS_BUDGET_MB: Record<string, number> = { PGlite: 450, PostgreSQL: 250 };
const IDLE_ROWS = 100_000;

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

const settle = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

/** Where an engine keeps its data: a PGlite folder or a PostgreSQL database. */
type TStore = { dataDir?: string; databaseUrl?: string };

/** A server process as production runs it, on `store`. */
function startServer(store: TStore) {
  return startServerNode({
    ...store,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    timeoutMs: 120_000,
  });
}

type TRun = {
  requestsPerSecond: number;
  all: number[];
  record: TLoadRecord;
  peakRssMb: number;
  /** `GET /version` every 100 ms meanwhile: how long the HTTP server takes to answer anything. */
  pings: number[];
};

/** Asks `GET /version` (no database) every 100 ms until `endAt`; answers each latency. */
async function ping(baseUrl: string, endAt: number): Promise<number[]> {
  const latencies: number[] = [];
  while (performance.now() < endAt) {
    const start = performance.now();
    await (await fetch(`${baseUrl}/api/v2/version`)).arrayBuffer();
    latencies.push(performance.now() - start);
    await settle(100);
  }
  return latencies;
}

/**
 * Runs `run` on a fresh PGlite data folder, then on a fresh PostgreSQL database when the local
 * server answers; each store is removed after. The server processes open the stores themselves,
 * so this hands over where they are, not an opened database (as `onBothEngines` does).
 */
async function onEachEngine<T>(run: (store: TStore) => Promise<T>) {
  const results: { name: string; result: T }[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-mixed-'));
  try {
    results.push({ name: 'PGlite', result: await run({ dataDir }) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (await isReachable(LOCAL_SERVICES.postgresUrl)) {
    const fresh = await createFreshDatabase(LOCAL_SERVICES.postgresUrl, 'cairn_bench');
    try {
      results.push({ name: 'PostgreSQL', result: await run({ databaseUrl: fresh.url }) });
    } finally {
      await fresh.drop();
    }
  }
  return results;
}

/** One measured run: every user acts for RUN_S seconds; RSS is sampled every 250 ms. */
async function measure(node: TServerNode, users: MixedUser[]): Promise<TRun> {
  const record: TLoadRecord = { latencies: new Map(), failures: new Map() };
  let peakRssMb = rssMb(node.pid);
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb(node.pid));
  }, 250);
  const started = performance.now();
  const endAt = started + RUN_S * 1000;
  const [pings] = await Promise.all([
    ping(node.baseUrl, endAt),
    ...users.map((user) => user.loop(endAt, record)),
  ]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const all = [...record.latencies.values()].flat();
  return { requestsPerSecond: all.length / seconds, all, record, peakRssMb, pings };
}

async function runEngine(store: TStore) {
  const seedStart = performance.now();
  const org = await seedMixedOrg(store);
  const seedS = (performance.now() - seedStart) / 1000;
  const node = await startServer(store);
  try {
    await settle(1000);
    const startRssMb = rssMb(node.pid);
    const users = org.users.map((user, i) => new MixedUser(node.baseUrl, user, org, 1000 + i));
    for (const [i, user] of users.entries()) await user.joinLiveMeeting(i === 0);
    await Promise.all(users.map((user) => user.refreshLiveMeeting()));
    await Promise.all(users.map((user) => user.loop(performance.now() + WARM_UP_S * 1000, null)));
    const runs: TRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(node, users));
    await settle(2000);
    return { seedS, startRssMb, afterRssMb: rssMb(node.pid), runs };
  } finally {
    await node.stop();
  }
}

/** Idle memory of a server over 100,000 to-dos: started, one search answered, then left alone. */
async function idleMemory(store: TStore) {
  const database = await openDatabase(store);
  let token: string;
  let meetingId: string;
  try {
    const org = await seedSearchOrg(database.db, IDLE_ROWS);
    token = org.caller.session.token;
    meetingId = org.meetings[0].id;
  } finally {
    await database.close();
  }
  const node = await startServer(store);
  try {
    const response = await fetch(`${node.baseUrl}/api/v2/todos/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        startIndex: 0,
        endIndex: 100,
        includeTotalCount: true,
        filters: { status: ['Pending', 'NotDone'], 'traction-ids': [meetingId] },
      }),
    });
    if (response.status !== 200) throw new Error(`todos/search answered ${response.status}`);
    await settle(3000);
    return rssMb(node.pid);
  } finally {
    await node.stop();
  }
}

const spread = (values: number[], format: (value: number) => string) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(sorted[0])} / ${format(sorted[Math.floor(sorted.length / 2)])} / ${format(sorted[sorted.length - 1])}`;
};
const rate = (value: number) => `${value.toFixed(0)} req/s`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

function printEngine(engine: string, figures: Awaited<ReturnType<typeof runEngine>>) {
  const { runs } = figures;
  process.stdout.write(`\n  ${engine}\n`);
  report(
    'seeded',
    `${TODO_COUNT.toLocaleString('en')} to-dos, ${USERS} users in ${figures.seedS.toFixed(1)} s`,
  );
  report(
    'throughput, min / median / max',
    spread(
      runs.map((run) => run.requestsPerSecond),
      rate,
    ),
  );
  for (const p of [50, 95, 99])
    report(
      `p${p}, min / median / max`,
      spread(
        runs.map((run) => percentile(run.all, p)),
        ms,
      ),
    );
  const failures = new Map<string, number>();
  for (const run of runs)
    for (const [key, count] of run.record.failures) failures.set(key, (failures.get(key) ?? 0) + count);
  const requests = runs.reduce((sum, run) => sum + run.all.length, 0);
  report(
    'errors',
    failures.size ? [...failures].map(([k, n]) => `${k} x${n}`).join('; ') : `0 of ${requests}`,
  );
  report(
    'RSS at start / peak / after',
    `${mb(figures.startRssMb)} / ${mb(Math.max(...runs.map((r) => r.peakRssMb)))} / ${mb(figures.afterRssMb)}`,
  );
  const pings = runs.flatMap((run) => run.pings);
  report(
    'GET /version meanwhile, p50 / p95 / max',
    `${ms(percentile(pings, 50))} / ${ms(percentile(pings, 95))} / ${ms(Math.max(...pings))}`,
  );
  const byRate = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = byRate[Math.floor(byRate.length / 2)] as TRun;
  for (const [operation] of MIX) {
    const latencies = runs.flatMap((run) => run.record.latencies.get(operation) ?? []);
    report(`  ${operation} p50 / p95`, `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))}`);
  }
  return middle;
}

/**
 * Issue 10 point 5: 30 people at once on one server process as production runs it (80% reads:
 * list searches, a to-do, the live meeting's state; 20% writes: to-dos created and edited, live
 * meeting reactions and ratings), three runs of 15 s on PGlite and on PostgreSQL, with
 * throughput, p50/p95/p99, errors, the server's RSS and the PGlite/PostgreSQL ratios; then each
 * engine's idle RSS over 100,000 to-dos.
 */
export async function benchMixedLoad(): Promise<void> {
  section(
    `Mixed load: ${USERS} users on one server process, 80% reads / 20% writes, ${RUNS} runs of ${RUN_S} s`,
  );
  const engines = (await onEachEngine(runEngine)).map(({ name, result }) => ({ name, figures: result }));
  const middles = engines.map(({ name, figures }) => ({ name, run: printEngine(name, figures) }));
  const [lite, postgres] = middles;
  if (lite && postgres) {
    const share = lite.run.requestsPerSecond / postgres.run.requestsPerSecond;
    report(
      'PGlite throughput / PostgreSQL (median runs)',
      `${(share * 100).toFixed(0)}% (target at least ${PGLITE_THROUGHPUT_TARGET * 100}%)`,
    );
    report(
      'p95 PGlite / PostgreSQL (median runs)',
      `${(percentile(lite.run.all, 95) / percentile(postgres.run.all, 95)).toFixed(2)}x`,
    );
  }

  for (const { name, result: value } of await onEachEngine(idleMemory))
    report(
      `idle RSS over ${IDLE_ROWS.toLocaleString('en')} to-dos, ${name}`,
      `${mb(value)} (budget ${IDLE_RSS_BUDGET_MB[name]} MB: ${verdict(value, IDLE_RSS_BUDGET_MB[name] ?? 0)})`,
    );
}
