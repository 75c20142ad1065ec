import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { verificationAttempts } from '../../db/schema/index.ts';

/** `guess`: a wrong code was typed; `registration-mail` / `resend-mail`: a code was sent. */
export type TAttemptKind = 'guess' | 'registration-mail' | 'resend-mail';

/** Oldest record any limit still reads (the hourly mail cap). */
const KEEP_MS = 60 * 60_000;

/** Records one attempt at `at`, and forgets the address's records no limit reads any more. */
export async function recordAttempt(
  db: TDbOrTx,
  kind: TAttemptKind,
  email: string,
  client: string,
  at: Date,
) {
  await db
    .delete(verificationAttempts)
    .where(
      and(
        eq(verificationAttempts.email, email),
        lt(verificationAttempts.createdAt, new Date(at.getTime() - KEEP_MS)),
      ),
    );
  await db.insert(verificationAttempts).values({ kind, email, client, createdAt: at });
}

/** How many attempts of these kinds the address had since `since` (from one client when given). */
export async function countAttempts(
  db: TDbOrTx,
  filter: { kinds: TAttemptKind[]; email: string; since: Date; client?: string },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(verificationAttempts)
    .where(
      and(
        eq(verificationAttempts.email, filter.email),
        inArray(verificationAttempts.kind, filter.kinds),
        gt(verificationAttempts.createdAt, filter.since),
        filter.client === undefined ? undefined : eq(verificationAttempts.client, filter.client),
      ),
    );
  return row.total;
}

/** When this client last made an attempt of this kind for the address, or undefined. */
export async function lastAttemptAt(db: TDbOrTx, kind: TAttemptKind, email: string, client: string) {
  const [row] = await db
    .select({ at: verificationAttempts.createdAt })
    .from(verificationAttempts)
    .where(
      and(
        eq(verificationAttempts.email, email),
        eq(verificationAttempts.kind, kind),
        eq(verificationAttempts.client, client),
      ),
    )
    .orderBy(desc(verificationAttempts.createdAt))
    .limit(1);
  return row?.at;
}
