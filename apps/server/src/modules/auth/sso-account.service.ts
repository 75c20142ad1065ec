import { SSO_TEXTS } from '@cairn/domain/account/sso.constants';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runChange } from '../../db/run-change.ts';
import { orgs, sessions, users } from '../../db/schema/index.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import type { TRequestActor } from '../../types.ts';
import { claimInstanceAdmin } from './instance-admin.repository.ts';
import type { TSsoService } from './sso.service.ts';
import { emailDomainOf } from './sso-requirement.ts';

/** The policy step of a first single sign-on, and the Owner's requirement (docs/sso.md). */
export function createSsoAccountService(app: FastifyInstance, sso: TSsoService) {
  return {
    /**
     * `POST sso/register`: the account a first single sign-on made accepts the policy, with the
     * names the person typed; it then works as any other (the instance administrator is claimed
     * as by a verified registration, when the provider verified the address).
     */
    async acceptTerms(actor: TRequestActor, names: { firstName: string; lastName: string }): Promise<string> {
      return runChange(app, { userId: actor.userId, orgId: null }, async (tx, record) => {
        const [user] = await tx.select().from(users).where(eq(users.id, actor.userId));
        if (!user) throw notFound('user');
        if (!user.ssoTermsPending) throw invalidField('acceptTerms', SSO_TEXTS.termsPendingOnly);
        const name = `${names.firstName} ${names.lastName}`;
        await tx
          .update(users)
          .set({ ...names, name, ssoTermsPending: false, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        if (user.emailVerified) await claimInstanceAdmin(tx, user, app.config.adminEmail);
        await record({
          entityType: 'user',
          entityId: user.id,
          action: 'updated',
          data: { acceptedTerms: 'sso' },
        });
        return user.id;
      });
    },

    /**
     * `PUT org/{id}/sso`: the Owner requires single sign-on for the organisation's members of an
     * email domain, or stops (null). Only for the Owner's own domain, only while single sign-on
     * is offered, and only from a session that signed in with it: the Owner has seen it work.
     */
    async setOrgRequirement(
      actor: TRequestActor & { orgId: string },
      requiredDomain: string | null,
    ): Promise<string | null> {
      if (requiredDomain !== null) {
        if (!(await sso.offeredName())) throw invalidField('requiredDomain', SSO_TEXTS.notOffered);
        const [own] = await app.db
          .select({ email: users.email, viaSso: sessions.viaSso })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.id, actor.sessionId), eq(sessions.userId, actor.userId)));
        if (!own || emailDomainOf(own.email) !== requiredDomain) {
          throw invalidField('requiredDomain', SSO_TEXTS.ownDomainOnly);
        }
        if (!own.viaSso) throw invalidField('requiredDomain', SSO_TEXTS.ownerSignInFirst);
      }
      return runChange(app, actor, async (tx, record) => {
        const [current] = await tx
          .select({ ssoRequiredDomain: orgs.ssoRequiredDomain })
          .from(orgs)
          .where(eq(orgs.id, actor.orgId));
        if (!current) throw notFound('organization');
        if (current.ssoRequiredDomain === requiredDomain) return requiredDomain;
        await tx
          .update(orgs)
          .set({
            ssoRequiredDomain: requiredDomain,
            version: sql`${orgs.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(orgs.id, actor.orgId));
        await record({
          entityType: 'org',
          entityId: actor.orgId,
          action: 'updated',
          data: { before: current.ssoRequiredDomain, ssoRequiredDomain: requiredDomain },
          live: { verb: 'Updated' },
        });
        return requiredDomain;
      });
    },
  };
}

export type TSsoAccountService = ReturnType<typeof createSsoAccountService>;
