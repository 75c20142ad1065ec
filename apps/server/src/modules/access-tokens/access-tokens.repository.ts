import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { accessTokens, orgs, people, users } from '../../db/schema/index.ts';

export type TAccessTokenRow = typeof accessTokens.$inferSelect;

/** Adds a token row (its hash, never the token). */
export async function insertAccessToken(
  db: TDbOrTx,
  values: Omit<typeof accessTokens.$inferInsert, 'id' | 'createdAt'>,
): Promise<TAccessTokenRow> {
  const [row] = await db.insert(accessTokens).values(values).returning();
  return row;
}

/** The user's unrevoked tokens in the organisation, newest first (expired ones too, marked by the presenter). */
export function listOwnTokens(db: TDbOrTx, orgId: string, userId: string): Promise<TAccessTokenRow[]> {
  return db
    .select()
    .from(accessTokens)
    .where(
      and(eq(accessTokens.orgId, orgId), eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)),
    )
    .orderBy(desc(accessTokens.createdAt));
}

/** How many live (unrevoked, unexpired) tokens the user holds in the organisation. */
export async function countLiveTokens(
  db: TDbOrTx,
  orgId: string,
  userId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.orgId, orgId),
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, now)),
      ),
    );
  return row?.n ?? 0;
}

/** Revokes the user's own token; false when it is not theirs in this organisation or already revoked. */
export async function revokeOwnToken(
  db: TDbOrTx,
  ids: { orgId: string; userId: string; tokenId: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accessTokens.id, ids.tokenId),
        eq(accessTokens.orgId, ids.orgId),
        eq(accessTokens.userId, ids.userId),
        isNull(accessTokens.revokedAt),
      ),
    )
    .returning({ id: accessTokens.id });
  return rows.length > 0;
}

/** Marks a token used now. */
export async function touchAccessToken(db: TDbOrTx, tokenId: string, now: Date): Promise<void> {
  await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, tokenId));
}

/**
 * Everything a request by token needs, in one round trip: the token, its organisation's switch
 * and clock, and its user's person there (null when they left it).
 */
export async function findTokenContext(db: TDbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      token: accessTokens,
      allowAccessTokens: orgs.allowAccessTokens,
      requireTwoFactor: orgs.requireTwoFactor,
      timeZone: orgs.timeZone,
      weekStart: orgs.weekStart,
      twoFactorEnabled: users.twoFactorEnabled,
      personId: people.id,
      role: people.role,
    })
    .from(accessTokens)
    .innerJoin(orgs, eq(orgs.id, accessTokens.orgId))
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(people, and(eq(people.orgId, accessTokens.orgId), eq(people.userId, accessTokens.userId)))
    .where(eq(accessTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Sets the organisation's switch. */
export async function setOrgAllowsTokens(db: TDbOrTx, orgId: string, allow: boolean): Promise<void> {
  await db.update(orgs).set({ allowAccessTokens: allow }).where(eq(orgs.id, orgId));
}

/** Reads the organisation's switch. */
export async function orgAllowsTokens(db: TDbOrTx, orgId: string): Promise<boolean> {
  const [row] = await db.select({ allow: orgs.allowAccessTokens }).from(orgs).where(eq(orgs.id, orgId));
  return row?.allow ?? false;
}
