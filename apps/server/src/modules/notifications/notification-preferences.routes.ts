import { NOTIFICATION_KINDS } from '@cairn/domain/notifications/notifications.constants';
import {
  type TNotificationPreferences,
  ZNotificationPreferencesAnswer,
  ZNotificationPreferencesRequest,
} from '@cairn/domain/notifications/notifications.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange } from '../../db/run-change.ts';
import { users } from '../../db/schema/index.ts';
import { ok } from '../../http/respond.ts';
import { actorOf } from '../../plugins/guard.ts';
import { channelsOf } from './notifier.ts';

const tags = ['notifications'];
const config = { permission: 'session' as const };

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
  const r = api.withTypeProvider<ZodTypeProvider>();
  const path = '/user/notification-preferences';

  r.get(
    path,
    { config, schema: { tags, response: { 200: ZNotificationPreferencesAnswer } } },
    async (request) => ok({ preferences: await preferencesOf(api.db, actorOf(request).userId) }),
  );

  r.put(
    path,
    {
      config,
      schema: {
        tags,
        body: ZNotificationPreferencesRequest,
        response: { 200: ZNotificationPreferencesAnswer },
      },
    },
    async (request) => {
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
    },
  );
}
