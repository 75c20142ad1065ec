import { uuid } from 'drizzle-orm/pg-core';
import { meetings } from './meetings.ts';
import { orgs } from './orgs.ts';

/** The tenant of an organisation-owned row (ARCHITECTURE §5): removed with its organisation. */
export const orgIdColumn = () =>
  uuid('org_id')
    .notNull()
    .references(() => orgs.id, { onDelete: 'cascade' });

/** The meeting (series) a row belongs to: removed with it. */
export const meetingIdColumn = () =>
  uuid('meeting_id')
    .notNull()
    .references(() => meetings.id, { onDelete: 'cascade' });
