import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startServerNode } from '@cairn/server/src/plugins/live-updates/server-nodes.ts';
import { ms, percentile, report, section, verdict } from './format.ts';
import { rssMb } from './soak-server.ts';

/** Issue 38: a start answers within 1.5 s on existing data and 3 s on a new folder. */
const EXISTING_BUDGET_MS = 1500;
const NEW_FOLDER_BUDGET_MS = 3000;
const RUNS = 5;

/** CPU the process (all its threads) has used so far, from /proc (user + system, 10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type TStart = { wallMs: number; cpuMs: number; rss: number | null };

/**
 * Asks `GET health` until it answers 200. On a loaded machine the server listens before its
 * database has opened, and health answers 503 while `select 1` waits longer than its 2 s: that is
 * "not ready yet" for a load balancer, so the start counts until the first 200.
 */
async function healthy(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`${baseUrl}/api/v2/health`);
    if (answer.ok) return;
    if (answer.status !== 503 || performance.now() > deadline) {
      throw new Error(`GET health answered ${answer.status}`);
    }
  }
}

/** One production start on `dataDir`: from spawning to the first 200 of `GET health`. */
async function timeStart(dataDir: string, env: Record<string, string> = {}): Promise<TStart> {
  const started = performance.now();
  const node = await startServerNode({ dataDir, env: { NODE_ENV: 'production', ...env } });
  try {
    await healthy(node.baseUrl);
    return { wallMs: performance.now() - started, cpuMs: cpuMs(node.pid), rss: rssMb(node.pid) };
  } finally {
    await node.stop();
  }
}

function print(label: string, runs: TStart[], budget: number): void {
  const wall = percentile(
    runs.map((run) => run.wallMs),
    50,
  );
  const cpu = percentile(
    runs.map((run) => run.cpuMs),
    50,
  );
  const rss = percentile(
    runs.map((run) => run.rss ?? Number.NaN),
    50,
  );
  report(`${label}: first answer, median`, `${ms(wall)} (${verdict(wall, budget)}, ${ms(budget)})`);
  report(`${label}: CPU of all threads by then`, ms(cpu));
  report(`${label}: RSS at the first answer`, `${rss.toFixed(0)} MB`);
}

/** Waits until Node has written a compile cache into `dir` (the server flushes it after warm-up). */
async function cacheWritten(dir: string, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (readdirSync(dir, { recursive: true }).length > 0) return true;
    await delay(100);
  }
  return false;
}

/**
 * A start after a crash: a server on its own compile-cache folder is warmed up, killed with
 * SIGKILL (no exit code runs, so Node's own write of the cache at exit never happens), and
 * started again on the same data and cache. Returns null for a run whose cache was not written.
 */
async function timeStartAfterKill(): Promise<TStart | null> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-kill-'));
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-cache-'));
  const env = { NODE_ENV: 'production', NODE_COMPILE_CACHE: cacheDir };
  try {
    const first = await startServerNode({ dataDir, env });
    const isWritten = await cacheWritten(cacheDir, 20_000);
    await first.kill();
    const again = await timeStart(dataDir, { NODE_COMPILE_CACHE: cacheDir });
    return isWritten ? again : null;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- start-time`: `node apps/server/src/server.mjs` as production, on PGlite, from
 * spawning the process to its first answer: on a new data folder (migrations from nothing) and
 * then again on the same folder. Node's compile cache is warm after the first start, as on a
 * server that has started before. Then a start after kill -9 on a cache of its own.
 */
export async function benchStartTime(): Promise<void> {
  section('Start time (PGlite, NODE_ENV=production)');
  const fresh: TStart[] = [];
  const existing: TStart[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-start-'));
    try {
      fresh.push(await timeStart(dataDir));
      existing.push(await timeStart(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  print('new data folder', fresh, NEW_FOLDER_BUDGET_MS);
  print('existing data', existing, EXISTING_BUDGET_MS);
  const afterKill: TStart[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = await timeStartAfterKill();
    if (start) afterKill.push(start);
  }
  report(
    'after kill -9: runs whose compile cache was written before the kill',
    `${afterKill.length} of ${RUNS}`,
  );
  if (afterKill.length > 0) print('after kill -9', afterKill, EXISTING_BUDGET_MS);
}
