import { avatarPath } from '@cairn/domain/account/avatar.constants';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from './client.ts';
import { userAvatars } from './schema/index.ts';

/**
 * The URL of the user's avatar, or null: set on a person when the user becomes it (a new
 * organisation, an accepted invitation), so every person of the account shows the same picture.
 */
export async function userAvatarUrl(db: TDbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: userAvatars.hash })
    .from(userAvatars)
    .where(eq(userAvatars.userId, userId))
    .limit(1);
  return row ? avatarPath(userId, row.hash) : null;
}
