import { BILLING_TEXTS } from '@cairn/domain/billing/billing.constants';
import type { TBillingProvider, TCoupon } from '@cairn/domain/billing/billing-provider';
import { periodEnd } from '@cairn/domain/billing/billing-rules';
import { utcDateOf } from '@cairn/domain/items/calendar-date';
import type { TAppliedCoupon } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, HttpError, invalidField } from '../../http/errors.ts';
import type { TOrgActor } from '../orgs/index.ts';
import {
  billingManagerIds,
  countPaidPeople,
  findInvoiceByKey,
  findPrimaryPaymentMethod,
  findSubscription,
  insertInvoice,
} from './billing.repository.ts';
import { priceOfPeriod } from './pricing.ts';
import { subscribeOnStripe } from './stripe-checkout.ts';
import { type TBillingDeps, transition } from './subscription.service.ts';

/** The coupons of the body the provider knows, each new one stamped now; unknown ones are 422. */
async function checkCoupons(
  provider: TBillingProvider,
  codes: string[],
  applied: TAppliedCoupon[],
  now: Date,
) {
  const added: TAppliedCoupon[] = [];
  for (const [index, code] of codes.entries()) {
    const coupon: TCoupon | { error: { id: string; text: string } } = await provider.findCoupon(code);
    if ('error' in coupon) throw invalidField(`couponCodes.${index}`, coupon.error.text, coupon.error.id);
    if (![...applied, ...added].some((known) => known.code === coupon.code))
      added.push({ ...coupon, appliedAt: now.toISOString() });
  }
  return [...applied, ...added];
}

/**
 * Checkout (issue 29): `POST subscription/subscribe { planHandle, couponCodes? }` charges the
 * primary card for the plan's price times the paid people (at least one), less the coupons that
 * still run, plus the tax of the card's address, and starts the period. The charge carries a key
 * made of the organisation, the subscription's version and the plan, so a repeated request is
 * charged once; the invoice and the new status are written in one change after it. In stripe mode
 * the Stripe subscription is made or changed instead (`stripe-checkout.ts`).
 */
export function createCheckoutService(deps: TBillingDeps) {
  const { db, billing } = deps;

  return async function subscribe(
    actor: TOrgActor,
    provider: TBillingProvider,
    input: { planHandle: string; couponCodes: string[] },
  ) {
    const plan = billing.plans.paymentPlans.find((candidate) => candidate.handle === input.planHandle);
    if (!plan) throw invalidField('planHandle', BILLING_TEXTS.planUnknown);
    const card = await findPrimaryPaymentMethod(db, actor.orgId);
    if (!card) throw invalidField('paymentMethod', BILLING_TEXTS.noPaymentMethod);
    const now = billing.clock.now();
    const current = await findSubscription(db, actor.orgId);
    const coupons = await checkCoupons(provider, input.couponCodes, current?.coupons ?? [], now);
    const seats = Math.max(1, await countPaidPeople(db, actor.orgId));
    if (billing.stripe) {
      const checkout = { planHandle: plan.handle, card, current, coupons, seats };
      await subscribeOnStripe(deps, billing.stripe.billing, actor, checkout);
      return findSubscription(db, actor.orgId);
    }
    const { subTotal, discountAmount, taxAmount, totalAmount } = await priceOfPeriod(provider, {
      plan,
      seats,
      coupons,
      address: card.address,
      now,
    });
    const idempotencyKey = `${actor.orgId}:${current?.version ?? 0}:${plan.handle}`;

    const already = await findInvoiceByKey(db, actor.orgId, idempotencyKey);
    if (!already) {
      const charged = await provider.charge({
        amountCents: totalAmount,
        currencyCode: billing.plans.currencyCode,
        cardToken: card.providerToken,
        description: `${plan.handle} x ${seats}`,
        idempotencyKey,
      });
      if (!charged.ok)
        throw new HttpError(422, [
          { id: charged.error.id, type: 'error', text: charged.error.text, field: 'paymentMethod' },
        ]);
      const end = periodEnd(now, plan.interval);
      await transition(
        deps,
        actor,
        'subscribed',
        () => ({
          status: 'Active',
          paymentStatus: 'Current',
          planHandle: plan.handle,
          currentPeriodStart: now,
          currentPeriodEnd: end,
          paidSeatCount: seats,
          coupons,
        }),
        async (tx, record) => {
          const invoice = await insertInvoice(tx, {
            orgId: actor.orgId,
            idempotencyKey,
            status: 'Paid',
            source: provider.name,
            providerRef: charged.reference,
            hostedUrl: charged.hostedUrl,
            currencyCode: billing.plans.currencyCode,
            planHandle: plan.handle,
            seatCount: seats,
            subTotal,
            discountAmount,
            taxAmount,
            totalAmount,
            issueDate: utcDateOf(now),
            dueDate: utcDateOf(now),
            periodStart: now,
            periodEnd: end,
          });
          await record({
            entityType: 'invoice',
            entityId: invoice.id,
            action: 'created',
            data: { totalAmount, planHandle: plan.handle, seats },
            live: { verb: 'Added', readers: await billingManagerIds(tx, actor.orgId) },
          });
        },
      ).catch((error: unknown) => {
        // The same request twice at once: the first one's invoice stands, the second changes nothing.
        throw isUniqueViolation(error) ? conflict() : error;
      });
    }
    return findSubscription(db, actor.orgId);
  };
}
