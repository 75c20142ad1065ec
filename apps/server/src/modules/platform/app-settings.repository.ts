import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

/** Reads one instance setting, or undefined. */
export async function readSetting<T>(db: TDbOrTx, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return row?.value as T | undefined;
}

/** Writes one instance setting (insert or replace). */
export async function writeSetting(db: TDbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}
