import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './org-exports.ts';
import { orgs } from './orgs.ts';

/**
 * An organisation's logo (issue 31): the re-encoded images, in the database like the avatars
 * (every node serves them, the backup takes them along). `hash` names the image in its URL.
 */
export const orgLogos = pgTable('org_logos', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => orgs.id, { onDelete: 'cascade' }),
  /** The first 32 hex digits of the SHA-256 of the WebP image. */
  hash: text('hash').notNull(),
  /** WebP inside 512 x 512, for the app. */
  imageWebp: bytea('image_webp').notNull(),
  /** PNG inside 512 x 512, for the PDFs (react-pdf draws PNG and JPEG, not WebP). */
  imagePng: bytea('image_png').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
