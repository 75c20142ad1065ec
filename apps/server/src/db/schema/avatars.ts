import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bytea } from './org-exports.ts';

/**
 * A user's avatar (issue 34 point 2): the re-encoded images, in the database so every node of a
 * multi-node set-up serves them and the backup takes them along (docs/avatars.md). One per
 * account; `hash` names the image in its URL, so a new image is a new URL.
 */
export const userAvatars = pgTable('user_avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The first 32 hex digits of the SHA-256 of the 256 px image. */
  hash: text('hash').notNull(),
  /** WebP, 256 x 256. */
  image256: bytea('image_256').notNull(),
  /** WebP, 64 x 64. */
  image64: bytea('image_64').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
