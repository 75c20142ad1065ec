import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';

/** 403 with `text` unless the user is the instance administrator (decision 0004). */
export async function assertInstanceAdmin(db: TDbOrTx, userId: string, text: string): Promise<void> {
  const [user] = await db.select({ isAdmin: users.isInstanceAdmin }).from(users).where(eq(users.id, userId));
  if (!user?.isAdmin) throw forbidden(text);
}
