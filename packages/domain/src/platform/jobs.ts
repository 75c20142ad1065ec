import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';

/** Background jobs (mail and later notifications): how often they are retried and how long they wait. */
export const JOB_LIMITS = {
  /** A job that failed this many times is left failed (visible in the admin list) and not retried. */
  maxAttempts: 8,
  /** The first retry waits this long; each further retry waits twice as long as the one before. */
  firstRetryMs: 30_000,
  /** No retry waits longer than this. */
  maxRetryMs: 60 * 60_000,
  /** A job locked longer than this is taken to belong to a node that died, and is claimed again. */
  lockTimeoutMs: 5 * 60_000,
  /** How many recent jobs the admin list shows. */
  adminListSize: 100,
} as const;

/** Where a job stands: waiting (or waiting to retry), being run, done, or failed for good. */
export const JOB_STATUSES = ['pending', 'running', 'retrying', 'done', 'failed'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

/** One job as the instance administrator's list shows it (`GET /api/v2/admin/jobs`). */
export const ZJobAnswer = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  runAt: z.string(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});
export type TJobAnswer = z.infer<typeof ZJobAnswer>;

/** The answer of `GET /api/v2/admin/jobs`: the most recent jobs, newest first. */
export const ZJobListAnswer = z.object({ jobs: z.array(ZJobAnswer) });

/** The delay before retry number `attempts` (1 after the first failure): doubling, capped. */
export function jobRetryDelayMs(attempts: number): number {
  const doubled = JOB_LIMITS.firstRetryMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(doubled, JOB_LIMITS.maxRetryMs);
}

/** `GET admin/jobs` with its envelope. */
export const ZJobListEnvelope = ZEnvelope.extend(ZJobListAnswer.shape);
