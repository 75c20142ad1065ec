import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { issues } from '../../db/schema/index.ts';
import { countOrgRows } from '../../test/route-test.ts';

/** The stored issue row (deleted ones too), to compare before and after a call. */
export async function readIssue(db: TDb, id: string) {
  return (await db.select().from(issues).where(eq(issues.id, id)))[0];
}

/** How many issues the organisation has stored (to check that refused calls stored nothing). */
export const countIssues = (db: TDb, orgId: string) => countOrgRows(db, issues, orgId);
