import type { TNotificationSearchRequest } from '@cairn/domain/notifications/notifications.schemas';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { notifications, orgs } from '../../db/schema/index.ts';

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  message: notifications.message,
  createdAt: notifications.createdAt,
  isRead: notifications.isRead,
  isRemoved: notifications.isRemoved,
  isActioned: notifications.isActioned,
  approvalUrl: notifications.approvalUrl,
  denyUrl: notifications.denyUrl,
  orgId: notifications.orgId,
  orgName: orgs.name,
  recipientPersonId: notifications.recipientPersonId,
};

/** A notification as read back, with its organisation's name. */
export type TNotificationRow = {
  id: string;
  kind: string;
  title: string;
  message: string;
  createdAt: Date;
  isRead: boolean;
  isRemoved: boolean;
  isActioned: boolean;
  approvalUrl: string | null;
  denyUrl: string | null;
  orgId: string | null;
  orgName: string | null;
  recipientPersonId: string | null;
};

/** The columns a mark may set. */
export type TNotificationMark = Partial<
  Pick<typeof notifications.$inferInsert, 'isRead' | 'isRemoved' | 'isActioned'>
>;

/** Every query is scoped to one recipient user: nobody reads or marks another's notifications. */
export function createNotificationsRepository(db: TDbOrTx) {
  const unreadOf = (userId: string) =>
    and(
      eq(notifications.recipientUserId, userId),
      eq(notifications.isRead, false),
      eq(notifications.isRemoved, false),
    );

  return {
    /** The window of the caller's notifications, newest first (or oldest first when asked). */
    async search(userId: string, request: TNotificationSearchRequest, tx: TDbOrTx = db) {
      const { filters } = request;
      const where: SQL[] = [
        eq(notifications.recipientUserId, userId),
        eq(notifications.isRemoved, filters['is-removed'] ?? false),
      ];
      if (filters['is-read'] !== undefined) where.push(eq(notifications.isRead, filters['is-read']));
      if (filters.ids) where.push(filters.ids.length ? inArray(notifications.id, filters.ids) : sql`false`);
      const ascending = request.sorts[0]?.ascending ?? false;
      const order = ascending
        ? [notifications.createdAt, notifications.id]
        : [desc(notifications.createdAt), desc(notifications.id)];
      // The page and its total are independent: one round trip's wait on PostgreSQL, not two.
      const [items, totals] = await Promise.all([
        tx
          .select(columns)
          .from(notifications)
          .leftJoin(orgs, eq(orgs.id, notifications.orgId))
          .where(and(...where))
          .orderBy(...order)
          .limit(request.endIndex - request.startIndex)
          .offset(request.startIndex),
        request.includeTotalCount
          ? tx
              .select({ n: count() })
              .from(notifications)
              .where(and(...where))
          : Promise.resolve([{ n: 0 }]),
      ]);
      const total = totals[0]?.n ?? 0;
      return { items: items as TNotificationRow[], total };
    },

    /** The caller's notifications with these ids (others' ids are simply absent). */
    async byIds(userId: string, ids: readonly string[], tx: TDbOrTx = db): Promise<TNotificationRow[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select(columns)
        .from(notifications)
        .leftJoin(orgs, eq(orgs.id, notifications.orgId))
        .where(and(eq(notifications.recipientUserId, userId), inArray(notifications.id, [...ids])))
        .orderBy(desc(notifications.createdAt));
      return rows as TNotificationRow[];
    },

    /** The badge: unread and not removed (000 §4). */
    async unreadCount(userId: string, tx: TDbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(notifications).where(unreadOf(userId));
      return row?.n ?? 0;
    },

    /** Marks one of the caller's notifications; undefined when it is not theirs. */
    async mark(userId: string, id: string, mark: TNotificationMark, tx: TDbOrTx = db) {
      const [row] = await tx
        .update(notifications)
        .set({ ...mark, updatedAt: new Date(), version: sql`${notifications.version} + 1` })
        .where(and(eq(notifications.recipientUserId, userId), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return row;
    },

    /** Marks the caller's unread notifications read (only `ids` when given); answers how many. */
    async markAllRead(userId: string, ids: readonly string[] | undefined, tx: TDbOrTx = db) {
      const where = ids ? and(unreadOf(userId), inArray(notifications.id, [...ids])) : unreadOf(userId);
      if (ids && ids.length === 0) return 0;
      const rows = await tx
        .update(notifications)
        .set({ isRead: true, updatedAt: new Date(), version: sql`${notifications.version} + 1` })
        .where(where)
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Marks every copy of one question answered (and read); answers whose they were. */
    async markSubjectActioned(subjectKey: string, tx: TDbOrTx = db) {
      return tx
        .update(notifications)
        .set({ isActioned: true, isRead: true, updatedAt: new Date() })
        .where(and(eq(notifications.subjectKey, subjectKey), eq(notifications.isActioned, false)))
        .returning({
          id: notifications.id,
          userId: notifications.recipientUserId,
          personId: notifications.recipientPersonId,
        });
    },

    async insert(values: typeof notifications.$inferInsert, tx: TDbOrTx = db) {
      const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
      if (!row) throw new Error('notification insert returned nothing');
      return row;
    },
  };
}
