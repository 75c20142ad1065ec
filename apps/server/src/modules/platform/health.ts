import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';

/** How long the trivial statement of `GET health` may take before the database counts as down. */
const HEALTH_DATABASE_WAIT_MS = 2000;

/** True when the database answers `SELECT 1` within the wait (on PGlite it queues behind any open transaction). */
export async function databaseAnswers(db: TDb, waitMs = HEALTH_DATABASE_WAIT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, waitMs, false);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
