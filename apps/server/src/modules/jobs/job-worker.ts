import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { JOB_LIMITS, jobRetryDelayMs } from '@cairn/domain/platform/jobs';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { claimDueJob, insertJob, markJobDone, markJobFailed } from './jobs.repository.ts';

/** Runs one job's payload at `now` (the worker's clock, which tests move); throwing makes the job retry later. */
export type TJobHandler = (payload: unknown, now: Date) => Promise<void>;

/** The queue the modules enqueue on and the worker loop the server runs. */
export type TJobQueue = {
  /**
   * Queues a job, in `tx` when given (it then runs only if that transaction commits); with a
   * `dedupeKey` only once however often (and on however many nodes) it is asked for.
   */
  enqueue: (
    kind: string,
    payload: unknown,
    options?: { tx?: TDbOrTx; runAt?: Date; dedupeKey?: string },
  ) => Promise<void>;
  /** Claims and runs one due job; false when none was due. `now` lets tests move the clock. */
  runOnce: (now?: Date) => Promise<boolean>;
  /** Runs due jobs until none is left (tests, and each wake of the loop). */
  drain: (now?: Date) => Promise<void>;
  /** Wakes the loop now instead of at its next poll. */
  nudge: () => void;
  start: () => void;
  /** Stops the loop and waits for the job it is running. */
  stop: () => Promise<void>;
};

/**
 * The job queue over the `jobs` table: handlers by kind, a loop that polls every `pollMs` and is
 * nudged right after an enqueue outside a transaction (inside one, the poll picks it up after the
 * commit). Any node may run any job; claiming uses `FOR UPDATE SKIP LOCKED`.
 */
export function createJobQueue(options: {
  db: TDb;
  log: FastifyBaseLogger;
  handlers: Record<string, TJobHandler>;
  pollMs?: number;
}): TJobQueue {
  const { db, log, handlers } = options;
  const pollMs = options.pollMs ?? 1000;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let wakeAgain = false;
  let busy = false;

  const runOnce = async (now = new Date()): Promise<boolean> => {
    const job = await claimDueJob(db, {
      workerId,
      now,
      maxAttempts: JOB_LIMITS.maxAttempts,
      lockTimeoutMs: JOB_LIMITS.lockTimeoutMs,
    });
    if (!job) return false;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(job.payload, now);
      await markJobDone(db, job.id, new Date());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now.getTime() + jobRetryDelayMs(job.attempts));
      await markJobFailed(db, job.id, message, retryAt);
      log.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, err: error },
        'job failed; retried later',
      );
    }
    return true;
  };

  const drain = async (now?: Date) => {
    while (await runOnce(now)) {}
  };

  const schedule = (delayMs: number) => {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(wake, delayMs);
    timer.unref();
  };

  /** One wake of the loop: drain, again if nudged meanwhile, then sleep until the next poll. */
  function wake() {
    if (!running) return;
    if (busy) {
      wakeAgain = true;
      return;
    }
    busy = true;
    clearTimeout(timer);
    current = (async () => {
      do {
        wakeAgain = false;
        await drain();
      } while (wakeAgain && running);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'job loop failed; trying again at the next poll'))
      .finally(() => {
        busy = false;
        schedule(pollMs);
      });
  }

  return {
    enqueue: async (kind, payload, enqueueOptions = {}) => {
      await insertJob(enqueueOptions.tx ?? db, {
        kind,
        payload,
        runAt: enqueueOptions.runAt,
        dedupeKey: enqueueOptions.dedupeKey,
      });
      if (!enqueueOptions.tx) wake();
    },
    runOnce,
    drain,
    nudge: () => wake(),
    start: () => {
      if (running) return;
      running = true;
      wake();
    },
    stop: async () => {
      running = false;
      clearTimeout(timer);
      await current;
    },
  };
}
