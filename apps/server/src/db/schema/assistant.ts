import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { orgs, people } from './orgs.ts';

/**
 * How many assistant requests a person made on a day (the organisation's day), for
 * AI_DAILY_LIMIT. Only counts: no prompt or answer text is ever stored.
 */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.personId, t.day] })],
);
