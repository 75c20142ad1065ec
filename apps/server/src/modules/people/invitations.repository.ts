import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import { invitations, orgs, people, users } from '../../db/schema/index.ts';
import { userAvatarUrl } from '../../db/user-avatar-url.ts';

export type TInvitationRow = typeof invitations.$inferSelect;
export type TInvitationStatus = TInvitationRow['status'];

/** Drizzle queries on invitations; the inviter's reads are scoped by the organisation id. */
export function createInvitationsRepository(db: TDb) {
  return {
    /** Stores a new pending invitation. */
    async insert(
      values: Pick<
        TInvitationRow,
        'orgId' | 'personId' | 'email' | 'keyHash' | 'invitedByPersonId' | 'sentAt' | 'expiresAt'
      >,
      tx: TDbOrTx = db,
    ): Promise<TInvitationRow> {
      const [row] = await tx.insert(invitations).values(values).returning();
      return row;
    },

    /** One invitation by id, whatever its organisation (the invited person holds only its id and key). */
    async findById(id: string, tx: TDbOrTx = db): Promise<TInvitationRow | undefined> {
      const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).limit(1);
      return row;
    },

    /** One invitation of the organisation, or undefined (also for another organisation's). */
    async find(orgId: string, id: string, tx: TDbOrTx = db): Promise<TInvitationRow | undefined> {
      const [row] = await tx
        .select()
        .from(invitations)
        .where(and(eq(invitations.orgId, orgId), eq(invitations.id, id)))
        .limit(1);
      return row;
    },

    /** The organisation's newest invitation of each listed person (for the licence page). */
    async latestOfPeople(orgId: string, personIds: string[], tx: TDbOrTx = db): Promise<TInvitationRow[]> {
      if (personIds.length === 0) return [];
      const rows = await tx
        .select()
        .from(invitations)
        .where(and(eq(invitations.orgId, orgId), inArray(invitations.personId, personIds)))
        .orderBy(desc(invitations.sentAt));
      const seen = new Set<string>();
      return rows.filter((row) => !seen.has(row.personId) && seen.add(row.personId));
    },

    /** Sets the status of an invitation that is still pending; undefined when it no longer was. */
    async setStatusFromPending(
      id: string,
      status: TInvitationStatus,
      tx: TDbOrTx = db,
    ): Promise<TInvitationRow | undefined> {
      const [row] = await tx
        .update(invitations)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(invitations.id, id), eq(invitations.status, 'Pending')))
        .returning();
      return row;
    },

    /** Withdraws every pending invitation of the person (a new one replaces them). */
    async revokePendingOfPerson(personId: string, tx: TDbOrTx = db): Promise<void> {
      await tx
        .update(invitations)
        .set({ status: 'Revoked', updatedAt: new Date() })
        .where(and(eq(invitations.personId, personId), eq(invitations.status, 'Pending')));
    },

    /** How many invitation mails the organisation sent since `since` (the hourly limit). */
    async countSentSince(orgId: string, since: Date, tx: TDbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(invitations)
        .where(and(eq(invitations.orgId, orgId), gt(invitations.sentAt, since)));
      return row?.n ?? 0;
    },

    /** What the invited person's page shows: the organisation's name and the inviter's name. */
    async context(invitation: TInvitationRow, tx: TDbOrTx = db) {
      const [org] = await tx
        .select({ name: orgs.name })
        .from(orgs)
        .where(eq(orgs.id, invitation.orgId))
        .limit(1);
      const [inviter] = invitation.invitedByPersonId
        ? await tx
            .select({ firstName: people.firstName, lastName: people.lastName })
            .from(people)
            .where(eq(people.id, invitation.invitedByPersonId))
            .limit(1)
        : [];
      const [person] = await tx.select().from(people).where(eq(people.id, invitation.personId)).limit(1);
      return {
        orgName: org?.name ?? '',
        inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : 'Someone',
        person,
      };
    },

    /** The verified user with this email, if any (an existing user is also told in-app). */
    async findVerifiedUserId(email: string, tx: TDbOrTx = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email.toLowerCase()), eq(users.emailVerified, true)))
        .limit(1);
      return row?.id;
    },

    /** The language the user with this email chose, if any (their invitation mail speaks it). */
    async findUserLocale(email: string, tx: TDbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ userLocale: users.userLocale })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      return row?.userLocale ?? null;
    },

    /** Links the accepted person to the user and makes the organisation the user's default when unset. */
    async linkPerson(personId: string, userId: string, tx: TDbOrTx = db) {
      // The account's own avatar replaces one the inviter chose; without one, the inviter's stays.
      const avatarUrl = await userAvatarUrl(tx, userId);
      const [row] = await tx
        .update(people)
        .set({ userId, hasAccepted: true, updatedAt: new Date(), ...(avatarUrl ? { avatarUrl } : {}) })
        .where(eq(people.id, personId))
        .returning();
      return row;
    },
  };
}
