import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** One production start on `dataDir`: from spawning to the first answer of `GET health`. */
async function timeStart(dataDir: string): Promise<TStart> {
  const started = performance.now();
  const node = await startServerNode({ dataDir, env: { NODE_ENV: 'production' } });
  try {
    const answer = await fetch(`${node.baseUrl}/api/v2/health`);
    if (!answer.ok) throw new Error(`GET health answered ${answer.status}`);
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

/**
 * `npm run bench -- start-time`: `node apps/server/src/server.mjs` as production, on PGlite, from
 * spawning the process to its first answer: on a new data folder (migrations from nothing) and
 * then again on the same folder. Node's compile cache is warm after the first start, as on a
 * server that has started before.
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
}
