import { NOTIFICATION_KINDS } from '@cairn/domain/notifications/notifications.constants';
import { NOTIFICATION_ENDPOINTS as E } from '@cairn/domain/notifications/notifications.endpoints';
import type { TNotificationPreferences } from '@cairn/domain/notifications/notifications.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange } from '../../db/run-change.ts';
import { users } from '../../db/schema/index.ts';
import { addRoute } from '../../http/add-route.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { channelsOf } from './notifier.ts';

/** The user's channels for every kind, their choices over the defaults. */
async function preferencesOf(db: TDbOrTx, userId: string): Promise<TNotificationPreferences> {
  const [user] = await db
    .select({ preferences: users.notificationPreferences })
    .from(users)
    .where(eq(users.id, userId));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, channelsOf(user?.preferences, kind)]),
  ) as TNotificationPreferences;
}

/**
 * `GET` and `PUT user/notification-preferences` (issue 15): per notification kind, whether it
 * shows in the app and whether it is mailed. They belong to the user, in every organisation.
 */
export function registerNotificationPreferenceRoutes(api: FastifyInstance) {
  addRoute(api, E.preferences, async (request) =>
    ok({ preferences: await preferencesOf(api.db, actorOf(request).userId) }),
  );

  addRoute(api, E.setPreferences, async (request) => {
    const { userId } = actorOf(request);
    const preferences = await runChange(
      { db: api.db, live: api.live },
      { userId, orgId: null },
      async (tx, record) => {
        const next = { ...(await preferencesOf(tx, userId)), ...request.body.preferences };
        await tx
          .update(users)
          .set({ notificationPreferences: next, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await record({
          entityType: 'user',
          entityId: userId,
          action: 'notificationPreferencesChanged',
          data: request.body.preferences,
        });
        return next;
      },
    );
    return ok({ preferences });
  });
}
