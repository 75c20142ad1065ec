import { and, eq, gt, like } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { verifications } from '../../db/schema/index.ts';

/** better-auth keeps each reset link as a verification row `reset-password:<code>` whose value is the user id. */
const RESET_PREFIX = 'reset-password:';

/** The user a live (unexpired) reset code belongs to, or undefined. */
export async function findResetCodeUser(db: TDbOrTx, resetCode: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, `${RESET_PREFIX}${resetCode}`),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.userId;
}

/** Kills every reset link issued to the user: one was used, or a new one replaces them. */
export async function deleteResetLinks(db: TDbOrTx, userId: string) {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${RESET_PREFIX}%`), eq(verifications.value, userId)));
}
