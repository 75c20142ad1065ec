import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Page views per area and UTC day (flag ProductAnalytics): one counter row per (day, area),
 * raised by each batch, never a row per view, and nobody's name on it (docs/usage.md).
 */
export const usagePageViews = pgTable(
  'usage_page_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    area: text('area').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.area] })],
);

/**
 * That a user used Cairn on a UTC day (flag DataCollection), for the distinct active people per
 * day and week: no area, no time, no count; pruned once the 12-week window has passed.
 */
export const usageActiveDays = pgTable(
  'usage_active_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);
