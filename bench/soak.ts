import { globSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { TEndpoint } from '@cairn/domain/common/endpoint';
import {
  createFreshDatabase,
  isReachable,
  LOCAL_SERVICES,
} from '@cairn/server/src/plugins/live-updates/server-nodes.ts';
import { report, section } from './format.ts';
import { SOAK_ACTIONS } from './soak-actions.ts';
import { SoakApi, SoakStats, type TPhase } from './soak-client.ts';
import { Ledger } from './soak-ledger.ts';
import { parseSoakOptions, type TEngine, type TSoakOptions } from './soak-options.ts';
import { Budget, Gate, Mutex, Person, sleep, type TSoakContext } from './soak-person.ts';
import { printEngine, type TEngineResult, type TKill, type TRssSample } from './soak-report.ts';
import { rssMb, SoakServer, type TStore } from './soak-server.ts';
import { seedPeople, setUpWorld } from './soak-world.ts';

/*
 * Issue 27 point 6: a soak that proves no click can freeze Cairn. N simulated people on one
 * server process for M minutes, on PGlite and on PostgreSQL, every write route of every area at
 * once (soak-actions.ts), the server killed with SIGKILL and started again on the same data every
 * K minutes. Printed: requests, errors by route and status, p50/p95/p99, hangs (no answer in
 * 30 s), requests dropped by the kills, acknowledged writes lost (read back after each restart and
 * at the end, the load held meanwhile), the server's RSS every 10 s. The goal: no errors but the
 * expected 409/422, no hang, nothing lost; otherwise the process exits non-zero.
 */

/** Every write route the domain declares (each `*.endpoints.ts` map), as `METHOD /path`. */
async function declaredWriteRoutes(): Promise<string[]> {
  const domain = new URL('../packages/domain/src/', import.meta.url).pathname;
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if ('method' in value && 'path' in value && 'answer' in value) {
      const endpoint = value as TEndpoint;
      if (endpoint.method !== 'GET' && !endpoint.path.endsWith('/search'))
        found.add(`${endpoint.method} ${endpoint.path}`);
    } else for (const inner of Object.values(value)) walk(inner);
  };
  for (const file of globSync('**/*.endpoints.ts', { cwd: domain })) {
    const module: Record<string, unknown> = await import(path.join(domain, file));
    for (const [name, value] of Object.entries(module)) if (name.endsWith('_ENDPOINTS')) walk(value);
  }
  // The test suites' outbox (CAIRN_TEST_OUTBOX=1 only) is no route of a real server.
  return [...found].filter((route) => !route.includes('/dev/outbox')).sort();
}

async function soakEngine(name: string, store: TStore, options: TSoakOptions): Promise<TEngineResult> {
  const seedStart = performance.now();
  const seeded = await seedPeople(store, options.people);
  const seedMs = performance.now() - seedStart;

  const server = new SoakServer(store, options.port);
  const firstStartMs = await server.start();
  let sampler: NodeJS.Timeout | undefined;
  try {
    const phase: TPhase = { epoch: 0, restarting: false };
    const stats = new SoakStats();
    const checks = new SoakStats([404, 409, 422]);
    const setupStart = performance.now();
    const world = await setUpWorld(new SoakApi(server.baseUrl, phase, null), seeded);
    const setupMs = performance.now() - setupStart;

    const gate = new Gate();
    const ledger = new Ledger();
    const loadStart = performance.now();
    const ctx: TSoakContext = {
      api: new SoakApi(server.baseUrl, phase, stats),
      ledger,
      world,
      mailbox: server.mailbox,
      gate,
      baseUrl: server.baseUrl,
      stopAt: loadStart + options.minutes * 60_000,
      thinkMs: options.thinkS * 1000,
      actions: SOAK_ACTIONS.filter(
        (action) => !options.without.some((name) => name && action.name.startsWith(name)),
      ),
      invitations: new Budget(90, 3_600_000),
      ownerDesk: new Mutex(),
      owner: { index: 0 },
      people: [],
      runs: new Map(),
      soakBugs: new Map(),
      serial: { next: 1 },
    };
    ctx.people = world.people.map((seed) => new Person(seed, world.teams[seed.team] as never, ctx));
    const checkApi = new SoakApi(server.baseUrl, phase, checks);

    const rss: TRssSample[] = [];
    let life = 0;
    const sample = () => {
      const pid = server.pid;
      rss.push({ at: (performance.now() - loadStart) / 1000, mb: pid ? rssMb(pid) : null, life });
    };
    sample();
    sampler = setInterval(sample, 10_000);

    gate.open();
    const loops = Promise.all(ctx.people.map((person) => person.loop()));
    const kills: TKill[] = [];
    let died: string | null = null;
    const watch = setInterval(() => {
      if (server.diedOnItsOwn && !died) {
        died = server.diedOnItsOwn;
        ctx.stopAt = performance.now();
        gate.release();
      }
    }, 1000);
    try {
      if (options.killEvery > 0) {
        for (
          let at = options.killEvery * 60_000;
          at < options.minutes * 60_000 - 5_000;
          at += options.killEvery * 60_000
        ) {
          while (!died && performance.now() < loadStart + at) await sleep(250);
          if (died) break;
          // kill -9 under load: whatever is in flight is cut; new actions wait at the gate.
          phase.restarting = true;
          phase.epoch++;
          gate.close();
          const killedAt = performance.now();
          await server.kill();
          life++;
          const restartMs = await server.start();
          phase.restarting = false;
          // The actions under way finish (their requests now reach the new process), then the check.
          await gate.drain();
          const check = await ledger.check(checkApi);
          kills.push({
            atS: (killedAt - loadStart) / 1000,
            restartMs,
            check,
            heldMs: performance.now() - killedAt,
          });
          gate.open();
        }
      }
      await loops;
    } finally {
      clearInterval(watch);
      gate.release();
    }
    const loadS = (performance.now() - loadStart) / 1000;
    clearInterval(sampler);
    sample();
    const final = died
      ? {
          checked: 0,
          unknown: 0,
          lost: new Map(),
          lostRows: new Set<string>(),
          samples: [],
          unreadable: ledger.size,
          hung: false,
        }
      : await ledger.check(checkApi);
    return {
      name,
      loadStartedAt: loadStart,
      seedMs,
      setupMs,
      firstStartMs,
      loadS,
      stats,
      checks,
      ledger,
      kills,
      final,
      rss,
      runs: ctx.runs,
      soakBugs: ctx.soakBugs,
      server,
      died,
      mailsPrinted: server.mailbox.printed,
    };
  } finally {
    // Stopped whatever happened (a failed restart, a failed set-up): no server left on the port.
    clearInterval(sampler);
    await server.stop();
  }
}

/** Runs `run` on a fresh store of the engine, removed after; null when PostgreSQL is not there. */
async function onEngine<T>(engine: TEngine, run: (store: TStore) => Promise<T>): Promise<T | null> {
  if (engine === 'postgres' && !(await isReachable(LOCAL_SERVICES.postgresUrl))) return null;
  // PostgreSQL runs get a data folder too: the server keeps nothing there but requires one.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-soak-'));
  try {
    if (engine === 'pglite') return await run({ dataDir });
    const fresh = await createFreshDatabase(LOCAL_SERVICES.postgresUrl, 'cairn_soak');
    try {
      return await run({ dataDir, databaseUrl: fresh.url });
    } finally {
      await fresh.drop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench -- soak [options]` (see soak-options.ts). Sets a non-zero exit code when the goal is missed. */
export async function benchSoak(args: string[]): Promise<void> {
  const options = parseSoakOptions(args);
  const writeRoutes = await declaredWriteRoutes();
  section(
    `Soak${options.ci ? ' (CI)' : ''}: ${options.people} people on one server process, ${options.minutes} min per engine, ` +
      `${options.killEvery > 0 ? `kill -9 and restart every ${options.killEvery} min` : 'no kills'}, think time ${options.thinkS} s on average` +
      (options.without.length ? `, without: ${options.without.join(', ')}` : ''),
  );
  const failures: string[] = [];
  for (const engine of options.engines) {
    const name = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
    try {
      const result = await onEngine(engine, (store) => soakEngine(name, store, options));
      if (!result) {
        report(name, 'skipped (PostgreSQL is not reachable)');
        continue;
      }
      for (const why of printEngine(result, options, writeRoutes)) failures.push(`${name}: ${why}`);
    } catch (error) {
      process.stdout.write(`\n  ${name}\n`);
      report('verdict', `FAILED: ${error instanceof Error ? error.message : String(error)}`);
      failures.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  process.stdout.write(`\n  Soak: ${failures.length ? `FAILED (${failures.join('; ')})` : 'PASSED'}\n`);
  if (failures.length) process.exitCode = 1;
}
