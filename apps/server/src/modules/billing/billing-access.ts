import { BILLING_OFF, BILLING_TEXTS } from '@cairn/domain/billing/billing.constants';
import { errorMessage } from '@cairn/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client.ts';
import { people } from '../../db/schema/index.ts';
import { forbidden, HttpError } from '../../http/errors.ts';
import { orgActorOf } from '../../http/request-actor.ts';
import { billingPolicy } from '../../policies/billing.ts';
import type { TBillingKit } from './billing-kit.ts';

/** 404 `BILLING_OFF`: this instance bills nobody (BILLING_PROVIDER=none). */
export const billingOff = () => new HttpError(404, [errorMessage(BILLING_OFF, BILLING_TEXTS.billingOff)]);

/**
 * The actor of a billing call: signed in to an organisation (the guard), on an instance that
 * bills (else 404 BILLING_OFF), and allowed by the billing policy (else 403). Answers the actor
 * and the provider that answers for it.
 */
export async function billingActorOf(request: FastifyRequest, db: TDb, kit: TBillingKit) {
  const actor = orgActorOf(request);
  if (!kit.provider) throw billingOff();
  const [person] = await db
    .select({ role: people.role, hasBillingPermission: people.hasBillingPermission })
    .from(people)
    .where(and(eq(people.orgId, actor.orgId), eq(people.id, actor.person.id)));
  if (!person || !billingPolicy.canManage(person)) throw forbidden();
  return { actor, provider: kit.provider };
}
