import { BILLING_OFF_SUBSCRIPTION, type TSessionSubscription } from '@cairn/domain/account/session.schemas';
import { monthlyPriceCents } from '@cairn/domain/billing/billing-lifecycle';
import { isTrialExpired, trialDaysRemaining } from '@cairn/domain/billing/billing-rules';
import type { TDbOrTx } from '../../db/client.ts';
import { findSubscription } from './billing.repository.ts';
import type { TBillingKit } from './billing-kit.ts';

/**
 * The subscription as `GET session` carries it for the organisation (000 §7): its status, the
 * trial's days and expiry (001 §4) and one paid person's monthly price, so every screen shows the
 * notes, the banner and the invite price without the billing calls. Calm on an unbilled instance.
 */
export async function sessionSubscription(
  db: TDbOrTx,
  kit: TBillingKit,
  orgId: string,
): Promise<TSessionSubscription> {
  const { currencyCode, paymentPlans } = kit.plans;
  if (!kit.provider) return { ...BILLING_OFF_SUBSCRIPTION, currencyCode };
  const row = await findSubscription(db, orgId);
  const now = kit.clock.now();
  const plan =
    paymentPlans.find((candidate) => candidate.handle === row?.planHandle) ??
    paymentPlans.find((candidate) => candidate.interval === 'month') ??
    paymentPlans[0];
  const status = row?.status ?? 'None';
  const paymentStatus = row?.paymentStatus ?? 'None';
  const trialEndsAt = row?.trialEndsAt ?? null;
  return {
    isBillingOn: true,
    status,
    paymentStatus,
    trialDaysRemaining: trialEndsAt ? Math.max(0, Math.floor(trialDaysRemaining(trialEndsAt, now))) : null,
    isTrialExpired: isTrialExpired({ status, paymentStatus, trialEndsAt }, now),
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    pricePerPaidPersonCents: plan ? monthlyPriceCents(plan) : 0,
    currencyCode,
    ...(kit.stripe ? { stripePublishableKey: kit.stripe.publishableKey } : {}),
  };
}
