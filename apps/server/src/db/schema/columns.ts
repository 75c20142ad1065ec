import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every mutable row carries: UUID id, timestamps and the optimistic-lock version. */
export const baseColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  version: integer('version').notNull().default(0),
});
