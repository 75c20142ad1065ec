import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Background jobs (modules/jobs): any node claims a due job with `FOR UPDATE SKIP LOCKED`, runs
 * it, and marks it done, or records the error and sets the next try (exponential back-off).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Names a job that must exist once however many nodes ask for it (a scheduled backup's minute,
     * a scorecard reminder's week): the second insert finds the key taken and adds nothing.
     */
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} IS NULL`),
    index('jobs_created_idx').on(t.createdAt),
    uniqueIndex('jobs_dedupe_key_uq').on(t.dedupeKey),
  ],
);
