import { ms, percentile, report } from './format.ts';
import { HANG_MS, SoakStats } from './soak-client.ts';
import type { Ledger, TCheckResult } from './soak-ledger.ts';
import type { TSoakOptions } from './soak-options.ts';
import type { SoakServer } from './soak-server.ts';

/* What one engine's soak gathered, and how it is printed. */

export type TRssSample = { at: number; mb: number | null; life: number };
/** One kill: when, how long the new process took to start, the check, how long the load was held. */
export type TKill = { atS: number; restartMs: number; check: TCheckResult; heldMs: number };

export type TEngineResult = {
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

/** p95 per 10 s of load (| a kill), and the five routes slowest at p95: when and where time went. */
function printLatencyTimeline(result: TEngineResult) {
  const buckets: number[][] = [];
  for (const { at, ms: took } of result.stats.timeline) {
    const index = Math.max(0, Math.floor((at - result.loadStartedAt) / 10_000));
    buckets[index] = [...(buckets[index] ?? []), took];
  }
  const killBuckets = new Set(result.kills.map((kill) => Math.floor(kill.atS / 10)));
  let series = '';
  buckets.forEach((values, index) => {
    if (killBuckets.has(index)) series += ' |';
    series += ` ${values.length ? percentile(values, 95).toFixed(0) : '-'}`;
  });
  process.stdout.write(`      p95 every 10 s (ms, | a kill):${series}\n`);
  const slowest = [...result.stats.latencies]
    .filter(([, values]) => values.length >= 5)
    .map(([route, values]) => [route, percentile(values, 95), values.length] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  for (const [route, p95, n] of slowest)
    process.stdout.write(`      slow at p95: ${route} ${ms(p95)} (${n} answers)\n`);
}

/** The engine's figures; answers why it failed (empty when it met the goal). */
export function printEngine(result: TEngineResult, options: TSoakOptions, writeRoutes: string[]): string[] {
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
  printLatencyTimeline(result);
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
