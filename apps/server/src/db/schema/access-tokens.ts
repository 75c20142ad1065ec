import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { orgIdColumn } from './tenant-columns.ts';

/**
 * Personal access tokens (issue 36 point 2): one user's, for one organisation. Only the SHA-256
 * of the token is kept (it is 32 random bytes, so a slow hash adds nothing); a revoked token
 * keeps its row so its use can be refused with the reason.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** `cairn_pat_` and the first characters, shown in the list. */
    prefix: text('prefix').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_tokens_owner_idx').on(t.orgId, t.userId)],
);
