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
import { ms, percentile, report, section } from './format.ts';
import { SOAK_ACTIONS } from './soak-actions.ts';
import { HANG_MS, SoakApi, SoakStats, type TPhase } from './soak-client.ts';
import { Ledger, type TCheckResult } from './soak-ledger.ts';
import { Budget, Gate, Mutex, Person, sleep, type TSoakContext } from './soak-person.ts';
import { rssMb, SoakServer, type TStore } from './soak-server.ts';
import { seedPeople, setUpWorld, TEAM_SIZE } from './soak-world.ts';

/*
 * Issue 27 point 6: a soak that proves no click can freeze Cairn. N simulated people on one
 * server process for M minutes, on PGlite and on PostgreSQL, every write route of every area at
 * once (soak-actions.ts), the server killed with SIGKILL and started again on the same data every
 * K minutes. Printed: requests, errors by route and status, p50/p95/p99, hangs (no answer in
 * 30 s), requests dropped by the kills, acknowledged writes lost (read back after each restart and
 * at the end, the load held meanwhile), the server's RSS every 10 s. The goal: no errors but the
 * expected 409/422, no hang, nothing lost; otherwise the process exits non-zero.
 */

type TEngine = 'pglite' | 'postgres';

export type TSoakOptions = {
  minutes: number;
  people: number;
  /** Minutes between two kills; 0: never. */
  killEvery: number;
  engines: TEngine[];
  port: number;
  /** Mean think time of a person between two actions (s). */
  thinkS: number;
  /** Actions left out by name (or the start of a name: `chart: edit` leaves out both seat edits). */
  without: string[];
  ci: boolean;
};

const USAGE = `npm run bench -- soak [--minutes 30] [--people 200] [--kill-every 5] [--engine pglite|postgres|both]
  [--think 3] [--port 3511] [--without "action name,..."] [--ci]
--ci: 90 s per engine with one kill in the middle (--minutes 1.5 --kill-every 0.75), both engines.`;

export function parseSoakOptions(args: string[]): TSoakOptions {
  const options: TSoakOptions = {
    minutes: 30,
    people: 200,
    killEvery: 5,
    engines: ['pglite', 'postgres'],
    port: 3511,
    thinkS: 3,
    without: [],
    ci: false,
  };
  if (args.includes('--ci')) Object.assign(options, { minutes: 1.5, killEvery: 0.75, ci: true });
  for (let i = 0; i < args.length; i++) {
    const name = args[i] as string;
    if (name === '--ci') continue;
    const value = args[i + 1];
    const number = Number(value);
    i++;
    if (name === '--engine') {
      if (value === 'both') options.engines = ['pglite', 'postgres'];
      else if (value === 'pglite' || value === 'postgres') options.engines = [value];
      else throw new Error(`--engine takes pglite, postgres or both\n${USAGE}`);
    } else if (name === '--without') options.without = (value ?? '').split(',').map((n) => n.trim());
    else if (!Number.isFinite(number) || value === undefined)
      throw new Error(`${name} needs a number\n${USAGE}`);
    else if (name === '--minutes') options.minutes = number;
    else if (name === '--people') options.people = number;
    else if (name === '--kill-every') options.killEvery = number;
    else if (name === '--port') options.port = number;
    else if (name === '--think') options.thinkS = number;
    else throw new Error(`Unknown option ${name}\n${USAGE}`);
  }
  if (options.people < TEAM_SIZE) throw new Error(`--people must be at least ${TEAM_SIZE}`);
  return options;
}

type TRssSample = { at: number; mb: number | null; life: number };
/** One kill: when, how long the new process took to start, the check, how long the load was held. */
type TKill = { atS: number; restartMs: number; check: TCheckResult; heldMs: number };

type TEngineResult = {
  name: string;
  /** performance.now() when the people started. */
  loadStartedAt: number;
  seedMs: number;
  setupMs: number;
  firstStartMs: number;
  loadS: number;
  stats: SoakStats;
  checks: SoakStats;
  ledger: Ledger;
  kills: TKill[];
  final: TCheckResult;
  rss: TRssSample[];
  runs: Map<string, number>;
  soakBugs: Map<string, number>;
  server: SoakServer;
  died: string | null;
  mailsPrinted: number;
};

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

const count = (value: number) => value.toLocaleString('en');
const sumMap = (map: Map<string, number>) => SoakStats.total(map);

/** Lines of `key xN`, the largest first. */
function listed(map: Map<string, number>, limit = 25): string[] {
  const sorted = [...map].sort((a, b) => b[1] - a[1]);
  const lines = sorted.slice(0, limit).map(([key, n]) => `${key} x${count(n)}`);
  if (sorted.length > limit) lines.push(`... and ${sorted.length - limit} more`);
  return lines;
}

function printList(title: string, lines: string[]) {
  if (!lines.length) return;
  process.stdout.write(`    ${title}\n`);
  for (const line of lines) process.stdout.write(`      ${line}\n`);
}

function spread(values: number[], format: (value: number) => string) {
  if (!values.length) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(sorted[0] as number)} / ${format(sorted[Math.floor(sorted.length / 2)] as number)} / ${format(sorted[sorted.length - 1] as number)}`;
}

/** The engine's figures; answers why it failed (empty when it met the goal). */
function printEngine(result: TEngineResult, options: TSoakOptions, writeRoutes: string[]): string[] {
  const { stats, checks } = result;
  process.stdout.write(`\n  ${result.name}\n`);
  report(
    'seeded, set up',
    `${options.people} people in ${ms(result.seedMs)}; meetings, items, chart, V/TO in ${ms(result.setupMs)}`,
  );
  report('load', `${(result.loadS / 60).toFixed(1)} min, ${count(sumMap(result.runs))} actions`);
  const answered = [...stats.latencies.values()].flat();
  report('requests', `${count(stats.requests)} (${(stats.requests / result.loadS).toFixed(1)} req/s)`);
  report(
    'p50 / p95 / p99',
    `${ms(percentile(answered, 50))} / ${ms(percentile(answered, 95))} / ${ms(percentile(answered, 99))}`,
  );
  const errors = sumMap(stats.errors);
  const hangs = sumMap(stats.hangs) + sumMap(checks.hangs);
  const expected409 = [...stats.expected]
    .filter(([key]) => key.endsWith(' 409'))
    .reduce((s, [, n]) => s + n, 0);
  const expected422 = sumMap(stats.expected) - expected409;
  report('errors (other than 409 / 422)', count(errors));
  report('expected 409 / 422', `${count(expected409)} / ${count(expected422)}`);
  report(`hangs (no answer in ${HANG_MS / 1000} s)`, count(hangs));
  if (stats.firstHang)
    report(
      'first hung request (sent at)',
      `${stats.firstHang.route} (${((stats.firstHang.sentAt - result.loadStartedAt) / 1000).toFixed(1)} s)`,
    );
  report(
    'dropped by kill (in flight at a kill)',
    `${count(sumMap(stats.dropped))} at ${result.kills.length} kills`,
  );
  if (result.kills.length)
    report(
      'restart after kill -9, min / median / max',
      spread(
        result.kills.map((kill) => kill.restartMs),
        ms,
      ),
    );
  if (result.kills.length)
    report('load held at a kill, max', ms(Math.max(...result.kills.map((kill) => kill.heldMs))));
  const acknowledged = sumMap(result.ledger.acknowledged);
  report('acknowledged writes', count(acknowledged));
  const lostAfterKills = result.kills.reduce((sum, kill) => sum + sumMap(kill.check.lost), 0);
  const lostAtEnd = sumMap(result.final.lost);
  const lostRows = new Set([
    ...result.kills.flatMap((kill) => [...kill.check.lostRows]),
    ...result.final.lostRows,
  ]).size;
  report(
    'acknowledged writes lost',
    `${count(lostRows)} (missing at the checks after the kills: ${count(lostAfterKills)}, at the end: ${count(lostAtEnd)}; ${count(result.final.checked)} rows read back at the end, ${count(result.final.unknown)} not checkable: cut by a kill)`,
  );
  const unreadable =
    result.kills.reduce((sum, kill) => sum + kill.check.unreadable, 0) + result.final.unreadable;
  const hungChecks = [...result.kills.map((kill) => kill.check), result.final].filter(
    (check) => check.hung,
  ).length;
  report(
    'checks',
    `${count(checks.requests)} reads, ${count(sumMap(checks.errors))} errors, ${count(unreadable)} rows unreadable` +
      (hungChecks ? ` (${hungChecks} of ${result.kills.length + 1} checks stopped at a hung read)` : ''),
  );
  const exercised = writeRoutes.filter((route) => stats.succeeded.has(route));
  report('write routes answered 2xx', `${exercised.length} of ${writeRoutes.length}`);
  report('mails printed by the server', count(result.mailsPrinted));
  report('server error log lines', count(result.server.errorLogLines));

  // RSS: min / median / max per 5-minute window, then that window's samples (| a restart).
  const windowS = 300;
  const windows = new Map<number, typeof result.rss>();
  for (const sample of result.rss) {
    const index = Math.min(Math.floor(sample.at / windowS), Math.floor((result.loadS - 1) / windowS));
    windows.set(index, [...(windows.get(index) ?? []), sample]);
  }
  let last = 0;
  for (const [index, samples] of windows) {
    const values = samples.flatMap((sample) => (sample.mb === null ? [] : [sample.mb]));
    report(
      `RSS ${index * 5}-${index * 5 + 5} min, min / median / max`,
      spread(values, (value) => `${value.toFixed(0)} MB`),
    );
    let series = '';
    for (const { mb, life } of samples) {
      if (life !== last) series += ' |';
      last = life;
      series += ` ${mb === null ? '-' : mb.toFixed(0)}`;
    }
    process.stdout.write(`      every 10 s (MB, | a restart):${series}\n`);
  }

  printList('errors by route and status', listed(stats.errors));
  const said = (key: string) => stats.errorTexts.get(key)?.replace(/\s+/g, ' ').slice(0, 200) ?? '';
  for (const key of stats.errors.keys()) process.stdout.write(`      (${key}: ${said(key)})\n`);
  printList(
    'hangs by route',
    listed(
      new Map([...stats.hangs, ...[...checks.hangs].map(([k, n]) => [`check ${k}`, n] as [string, number])]),
    ),
  );
  printList('dropped by kill, by route', listed(stats.dropped, 8));
  printList('expected 409 / 422 by route', listed(stats.expected, 12));
  // What the 422s said: a refusal the soak provokes on purpose, or a request the soak got wrong.
  for (const key of [...stats.expected.keys()].filter((k) => k.endsWith(' 422')).slice(0, 12))
    process.stdout.write(`      (${key}: ${said(key)})\n`);
  const lostAll = new Map<string, number>();
  for (const check of [...result.kills.map((kill) => kill.check), result.final])
    for (const [key, n] of check.lost) lostAll.set(key, (lostAll.get(key) ?? 0) + n);
  printList('lost by kind', listed(lostAll));
  printList(
    'lost, examples',
    [...result.kills.flatMap((kill) => kill.check.samples), ...result.final.samples].slice(0, 8),
  );
  printList('checks that failed', listed(checks.errors, 8));
  printList('acknowledged writes by kind', listed(result.ledger.acknowledged, 40));
  printList(
    'write routes never answered 2xx',
    writeRoutes.filter((route) => !stats.succeeded.has(route)),
  );
  printList('soak errors (a bug of the soak, not of Cairn)', listed(result.soakBugs));
  printList('server error log, first lines', result.server.errorSamples);

  const why: string[] = [];
  if (result.died) why.push(`the server ${result.died}`);
  if (errors) why.push(`${count(errors)} errors`);
  if (hangs) why.push(`${count(hangs)} hangs`);
  if (lostRows) why.push(`${count(lostRows)} acknowledged writes lost`);
  if (unreadable) why.push(`${count(unreadable)} rows could not be read back`);
  if (result.soakBugs.size) why.push(`${count(sumMap(result.soakBugs))} errors of the soak itself`);
  report('verdict', why.length ? `FAILED: ${why.join(', ')}` : 'PASSED (0 errors, 0 hangs, 0 lost)');
  return why;
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

/** `npm run bench -- soak [options]` (see USAGE). Sets a non-zero exit code when the goal is missed. */
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
