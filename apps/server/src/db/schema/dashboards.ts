import type { TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { people } from './orgs.ts';
import { orgIdColumn } from './tenant-columns.ts';

/**
 * A person's dashboard in their organisation (issue #16): react-grid-layout's items with each
 * widget's type and filters. No row means the default dashboard; `version` guards saves.
 */
export const dashboards = pgTable('dashboards', {
  personId: uuid('person_id')
    .primaryKey()
    .references(() => people.id, { onDelete: 'cascade' }),
  orgId: orgIdColumn(),
  widgetSettings: jsonb('widget_settings').$type<TWidget[]>().notNull(),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
