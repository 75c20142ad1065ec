import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { instanceAdmin, users } from '../../db/schema/index.ts';

/**
 * Called when a user verifies: the first verified user (or, with CAIRN_ADMIN_EMAIL, only that
 * address) becomes instance administrator. The claim is one `INSERT ... ON CONFLICT DO NOTHING`
 * into a one-row table, so concurrent verifications leave exactly one administrator.
 */
export async function claimInstanceAdmin(
  db: TDbOrTx,
  user: { id: string; email: string },
  adminEmail: string | undefined,
): Promise<boolean> {
  if (adminEmail !== undefined && user.email !== adminEmail) return false;
  const claimed = await db
    .insert(instanceAdmin)
    .values({ id: 1, userId: user.id })
    .onConflictDoNothing()
    .returning({ userId: instanceAdmin.userId });
  if (claimed.length === 0) return false;
  await db.update(users).set({ isInstanceAdmin: true }).where(eq(users.id, user.id));
  return true;
}
