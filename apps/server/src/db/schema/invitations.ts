import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { orgs, people } from './orgs.ts';

/**
 * An invitation of a person to join an organisation. The mailed link carries `id` and a random
 * key; only the key's SHA-256 is stored. Resending makes a new key and expiry (the old link
 * dies); the person joins only by accepting, signed in with the invited email.
 */
export const invitations = pgTable(
  'invitations',
  {
    ...baseColumns(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    keyHash: text('key_hash').notNull(),
    status: text('status', { enum: ['Pending', 'Accepted', 'Declined', 'Revoked'] })
      .notNull()
      .default('Pending'),
    invitedByPersonId: uuid('invited_by_person_id').references(() => people.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('invitations_person_idx').on(t.personId),
    index('invitations_org_sent_idx').on(t.orgId, t.sentAt),
    index('invitations_email_idx').on(t.email),
  ],
);
