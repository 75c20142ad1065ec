import type { TSubscriptionStatus } from '@cairn/domain/billing/billing.constants';
import { EMPTY_ID } from '@cairn/domain/errors';
import type { TDbOrTx } from '../../db/client.ts';
import type { TChange } from '../../db/run-change.ts';
import { insertJob, type TJobHandler } from '../jobs/index.ts';
import { countPaidPeople, findSubscription } from './billing.repository.ts';
import type { TBillingKit } from './billing-kit.ts';
import { type TBillingDeps, transition } from './subscription.service.ts';

/** The job that brings the Stripe subscription's quantity to the paid seats of now. */
export const STRIPE_SEATS_JOB = 'billing.stripeSeats';

/** Statuses whose Stripe subscription bills seats (a canceled one bills nobody). */
const BILLING_SEATS: readonly TSubscriptionStatus[] = ['Active', 'PendingCancellation'];

/**
 * In stripe mode, each recorded change of a person (an invitation, a role given or taken, a
 * removal, an email moved into a free domain) queues the seat count in the same transaction: it
 * runs only if the change commits, and talks to Stripe outside of it.
 */
export async function queueStripeSeats(
  kit: TBillingKit,
  tx: TDbOrTx,
  change: Pick<TChange, 'entityType'> & { orgId: string },
) {
  if (!kit.stripe || change.entityType !== 'person') return;
  const row = await findSubscription(tx, change.orgId);
  if (!row?.providerSubscriptionId || !BILLING_SEATS.includes(row.status)) return;
  await insertJob(tx, { kind: STRIPE_SEATS_JOB, payload: { orgId: change.orgId } });
}

/**
 * The job: when the paid seats differ from the subscription's quantity, Stripe's quantity changes
 * with prorations (`create_prorations`: the credit and the charge on the next invoice), then the
 * row, as one recorded change. Several changes at once make one update (the later jobs find the
 * count equal); the idempotency key makes a retried job's update the same one.
 */
export function createStripeSeatsHandler(deps: TBillingDeps): TJobHandler {
  return async (payload) => {
    const { orgId } = payload as { orgId: string };
    const stripe = deps.billing.stripe;
    const row = await findSubscription(deps.db, orgId);
    const subscriptionId = row?.providerSubscriptionId;
    if (!stripe || !row || !subscriptionId || !BILLING_SEATS.includes(row.status)) return;
    const seats = Math.max(1, await countPaidPeople(deps.db, orgId));
    if (seats === row.paidSeatCount) return;
    await stripe.billing.setQuantity(orgId, row.version, subscriptionId, seats);
    await transition(deps, { userId: EMPTY_ID, orgId }, 'subscriptionSeatsChanged', (fresh) =>
      fresh?.paidSeatCount === seats ? null : { paidSeatCount: seats },
    );
  };
}
