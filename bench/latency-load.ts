import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type autocannon from 'autocannon';
import { ms, percentile, report } from './format.ts';

/** The load the HTTP benchmarks apply: 50 connections for 10 s each, after a 2 s warm-up. */
export const CONNECTIONS = 50;
export const DURATION_S = 10;
export const WARM_UP_S = 2;

/** What one load measured: throughput, every latency (ms) and the failures. */
export type TLatencyFigures = {
  requestsPerSecond: number;
  latencies: number[];
  non2xx: number;
  errors: number;
};

/** Runs autocannon with `options` in a worker thread (see load-worker.mjs) and answers its figures. */
export function httpLoad(options: autocannon.Options): Promise<TLatencyFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: options });
    worker.once('error', reject);
    worker.once('message', (message: TLatencyFigures & { error?: string }) => {
      void worker.terminate();
      if (message.error) reject(new Error(message.error));
      else resolve(message);
    });
  });
}

/**
 * A closed loop in this process: `connections` callers each run `operation` again and again for
 * `durationS` seconds; every call's latency is kept, a failed call counts as an error.
 */
export async function loopLoad(
  operation: () => Promise<unknown>,
  connections: number,
  durationS: number,
): Promise<TLatencyFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const endAt = started + durationS * 1000;
  const caller = async () => {
    while (performance.now() < endAt) {
      const start = performance.now();
      try {
        await operation();
        latencies.push(performance.now() - start);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  const seconds = (performance.now() - started) / 1000;
  return { requestsPerSecond: latencies.length / seconds, latencies, non2xx: 0, errors };
}

/** Prints one load's line: req/s, p50, p95 and p99, and the failures when there were any. */
export function printLoad(label: string, figures: TLatencyFigures): void {
  const failures = figures.non2xx + figures.errors;
  const at = (p: number) => ms(percentile(figures.latencies, p));
  report(
    label,
    `${Math.round(figures.requestsPerSecond)} req/s, p50 ${at(50)}, p95 ${at(95)}, p99 ${at(99)}` +
      (failures ? `, ${figures.non2xx} non-2xx, ${figures.errors} errors` : ''),
  );
}
