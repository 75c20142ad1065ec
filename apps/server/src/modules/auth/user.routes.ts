import { ZUpdateProfileRequest } from '@cairn/domain/account/account.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { people, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { actorOf } from '../../plugins/guard.ts';
import { findMemberships, findUser } from './sessions.repository.ts';

const ZIdParams = z.object({ id: z.uuid('Invalid id') });

/** The signed-in user's own profile and default organisation. */
export async function registerUserRoutes(api: FastifyInstance) {
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user/details/:id',
    { config: { permission: 'session' }, schema: { tags: ['user'], params: ZIdParams } },
    async (request) => {
      const actor = actorOf(request);
      if (request.params.id !== actor.userId) throw notFound('user');
      const user = await findUser(api.db, actor.userId);
      if (!user) throw notFound('user');
      const { id, email, firstName, lastName, defaultOrgId, createdAt } = user;
      return ok({
        user: { id, email, firstName, lastName, defaultOrgId, createdAt: createdAt.toISOString() },
      });
    },
  );

  r.put(
    '/user/profile',
    { config: { permission: 'session' }, schema: { tags: ['user'], body: ZUpdateProfileRequest } },
    async (request) => {
      const actor = actorOf(request);
      const { firstName, lastName } = request.body;
      const changed = await api.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ firstName, lastName, name: `${firstName} ${lastName}`, updatedAt: new Date() })
          .where(eq(users.id, actor.userId));
        // A person's name follows the account's name in every organisation the user is in.
        return tx
          .update(people)
          .set({ firstName, lastName, updatedAt: new Date() })
          .where(eq(people.userId, actor.userId))
          .returning({ id: people.id, orgId: people.orgId });
      });
      for (const person of changed)
        api.live.entity('Updated', { entityId: person.id, type: 'person', orgId: person.orgId });
      return ok({ user: { id: actor.userId, firstName, lastName } });
    },
  );

  r.put(
    '/account/defaultorg/:id',
    { config: { permission: 'session' }, schema: { tags: ['account'], params: ZIdParams } },
    async (request) => {
      const actor = actorOf(request);
      const memberships = await findMemberships(api.db, actor.userId);
      if (!memberships.some((m) => m.orgId === request.params.id)) throw notFound('organization');
      await api.db
        .update(users)
        .set({ defaultOrgId: request.params.id, updatedAt: new Date() })
        .where(eq(users.id, actor.userId));
      return ok({ defaultOrgId: request.params.id });
    },
  );
}
