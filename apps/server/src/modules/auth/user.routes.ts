import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { ACCOUNT_ENDPOINTS as E } from '@cairn/domain/account/account.endpoints';
import { MessageCode } from '@cairn/domain/errors';
import { languageOf } from '@cairn/domain/i18n/languages';
import { holdsLicense } from '@cairn/domain/people/licence';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { people, users } from '../../db/schema/index.ts';
import { addRoute } from '../../http/add-route.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import { actorOf } from '../../http/request-actor.ts';
import { ok } from '../../http/respond.ts';
import { recordPeopleFollowAccount } from '../people/index.ts';
import { findAccountPeople, findLoginInfo } from './account.repository.ts';
import { findMemberships, findUser } from './sessions.repository.ts';

/**
 * The signed-in user's own account: profile, default organisation, the people it is across
 * organisations (`GET account/{id}/users`) and how it signs in (`GET account/get-login-info/{id}`);
 * another user's id is 404.
 */
export async function registerUserRoutes(api: FastifyInstance) {
  addRoute(api, E.userDetails, async (request) => {
    const actor = actorOf(request);
    if (request.params.id !== actor.userId) throw notFound('user');
    const user = await findUser(api.db, actor.userId);
    if (!user) throw notFound('user');
    const { id, email, firstName, lastName, defaultOrgId, createdAt } = user;
    return ok({
      user: { id, email, firstName, lastName, defaultOrgId, createdAt: createdAt.toISOString() },
    });
  });

  addRoute(api, E.updateProfile, async (request) => {
    const actor = actorOf(request);
    const { firstName, lastName, userLocale } = request.body;
    // A language needs a pack, shipped or dropped in (modules/languages): else 422, nothing changes.
    if (userLocale && !api.languagePacks.hasLanguage(languageOf(userLocale)))
      throw invalidField('userLocale', ACCOUNT_TEXTS.unknownLanguage, MessageCode.Invalid);
    const stored = await runChange(api, { userId: actor.userId, orgId: null }, async (tx, record) => {
      const [row] = await tx
        .update(users)
        .set({
          firstName,
          lastName,
          name: `${firstName} ${lastName}`,
          ...(userLocale === undefined ? {} : { userLocale }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, actor.userId))
        .returning({ userLocale: users.userLocale });
      await record({
        entityType: 'user',
        entityId: actor.userId,
        action: 'updated',
        data: { firstName, lastName, ...(userLocale === undefined ? {} : { userLocale }) },
      });
      // A person's name follows the account's name in every organisation the user is in.
      const changed = await tx
        .update(people)
        .set({ firstName, lastName, updatedAt: new Date() })
        .where(eq(people.userId, actor.userId))
        .returning({ id: people.id, orgId: people.orgId });
      await recordPeopleFollowAccount(record, changed, { firstName, lastName });
      return row?.userLocale ?? null;
    });
    return ok({ user: { id: actor.userId, firstName, lastName, userLocale: stored } });
  });

  addRoute(api, E.accountUsers, async (request) => {
    const actor = actorOf(request);
    if (request.params.id !== actor.userId) throw notFound('user');
    const rows = await findAccountPeople(api.db, actor.userId);
    return ok({
      users: rows.map(({ freeDomains, ...row }) => ({
        ...row,
        hasLicense: holdsLicense(row, freeDomains),
      })),
    });
  });

  addRoute(api, E.loginInfo, async (request) => {
    const actor = actorOf(request);
    if (request.params.id !== actor.userId) throw notFound('user');
    const info = await findLoginInfo(api.db, actor.userId);
    if (!info) throw notFound('user');
    return ok({ loginInfo: info });
  });

  addRoute(api, E.setDefaultOrg, async (request) => {
    const actor = actorOf(request);
    const memberships = await findMemberships(api.db, actor.userId);
    if (!memberships.some((m) => m.orgId === request.params.id)) throw notFound('organization');
    const defaultOrgId = request.params.id;
    await runChange(api, { userId: actor.userId, orgId: null }, async (tx, record) => {
      await tx.update(users).set({ defaultOrgId, updatedAt: new Date() }).where(eq(users.id, actor.userId));
      await record({ entityType: 'user', entityId: actor.userId, action: 'updated', data: { defaultOrgId } });
    });
    return ok({ defaultOrgId });
  });
}
