import { desc, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

export type TJobRow = typeof jobs.$inferSelect;

/**
 * Adds a job; in the caller's transaction when given one, so a rolled-back change queues nothing.
 * With a `dedupeKey` already taken (another node, an earlier run) nothing is added: undefined.
 */
export async function insertJob(
  db: TDbOrTx,
  job: { kind: string; payload: unknown; runAt?: Date; dedupeKey?: string },
): Promise<TJobRow | undefined> {
  const values = {
    kind: job.kind,
    payload: job.payload,
    runAt: job.runAt ?? new Date(),
    dedupeKey: job.dedupeKey,
  };
  if (!job.dedupeKey) return (await db.insert(jobs).values(values).returning())[0];
  const [row] = await db
    .insert(jobs)
    .values(values)
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning();
  return row;
}

/**
 * Claims the next due job for `workerId` in one statement: the row is chosen `FOR UPDATE SKIP
 * LOCKED`, so two workers (or two nodes) never take the same one; a job whose lock is older than
 * `lockTimeoutMs` belonged to a node that died and is taken again. Counts the attempt.
 */
export async function claimDueJob(
  db: TDb,
  options: { workerId: string; now: Date; maxAttempts: number; lockTimeoutMs: number },
): Promise<TJobRow | undefined> {
  const now = options.now.toISOString();
  const staleBefore = new Date(options.now.getTime() - options.lockTimeoutMs).toISOString();
  const [row] = await db
    .update(jobs)
    .set({ lockedAt: options.now, lockedBy: options.workerId, attempts: sql`${jobs.attempts} + 1` })
    .where(
      sql`${jobs.id} = (
        SELECT id FROM ${jobs}
        WHERE done_at IS NULL AND run_at <= ${now}::timestamptz AND attempts < ${options.maxAttempts}
          AND (locked_at IS NULL OR locked_at < ${staleBefore}::timestamptz)
        ORDER BY run_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )`,
    )
    .returning();
  return row;
}

/** Marks a claimed job done. */
export async function markJobDone(db: TDb, id: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: now, lockedAt: null, lockedBy: null, lastError: null })
    .where(eq(jobs.id, id));
}

/** Records why a claimed job failed and when to try it again (it stays failed past the last attempt). */
export async function markJobFailed(db: TDb, id: string, error: string, retryAt: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ lastError: error.slice(0, 2000), runAt: retryAt, lockedAt: null, lockedBy: null })
    .where(eq(jobs.id, id));
}

/** The most recent jobs, newest first, for the admin list. */
export function listRecentJobs(db: TDb, limit: number): Promise<TJobRow[]> {
  return db.select().from(jobs).orderBy(desc(jobs.createdAt)).limit(limit);
}
