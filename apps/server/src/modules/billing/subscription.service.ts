import { BILLING_TEXTS, type TSubscriptionStatus } from '@cairn/domain/billing/billing.constants';
import type { TBillingProvider } from '@cairn/domain/billing/billing-provider';
import { errorMessage, MessageCode } from '@cairn/domain/errors';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange, type TChangeDeps, type TRecord } from '../../db/run-change.ts';
import { conflict, HttpError, invalidField, notFound } from '../../http/errors.ts';
import type { TOrgActor } from '../orgs/index.ts';
import {
  countPaidPeople,
  findSubscription,
  ownerEmail,
  saveSubscription,
  type TSubscriptionRow,
} from './billing.repository.ts';
import type { TBillingKit } from './billing-kit.ts';
import { askStripe, type TStripeBilling } from './stripe-billing.ts';

export type TBillingDeps = TChangeDeps & { billing: TBillingKit };
type TSubscriptionChange = Parameters<typeof saveSubscription>[3];

/** 409 with a text that says why the subscription cannot do that now. */
const stateConflict = (text: string) => new HttpError(409, [errorMessage(MessageCode.Conflict, text)]);

/**
 * One transition of the subscription: re-read in the change, checked by `decide` (which answers
 * the fields to write, or null for "nothing changes"), saved with its version and recorded as an
 * `org` change with the live `org` event.
 */
export async function transition(
  deps: TBillingDeps,
  actor: Pick<TOrgActor, 'userId' | 'orgId'>,
  action: Parameters<TRecord>[0]['action'],
  decide: (row: TSubscriptionRow | undefined) => TSubscriptionChange | null,
  more?: (tx: TDbOrTx, record: TRecord, saved: TSubscriptionRow) => Promise<void>,
): Promise<TSubscriptionRow | undefined> {
  return runChange(deps, actor, async (tx, record) => {
    const row = await findSubscription(tx, actor.orgId);
    const fields = decide(row);
    if (!fields) return row;
    const saved = await saveSubscription(tx, actor.orgId, row?.version, fields);
    if (!saved) throw conflict();
    await record({
      entityType: 'org',
      entityId: actor.orgId,
      action,
      data: { status: saved.status, paymentStatus: saved.paymentStatus, planHandle: saved.planHandle },
      live: { verb: 'Updated' },
    });
    if (more) await more(tx, record, saved);
    return saved;
  });
}

/** Statuses whose Stripe subscription still runs (Remove ends it at Stripe too). */
const STRIPE_RUNNING: readonly TSubscriptionStatus[] = ['Active', 'PendingCancellation', 'Suspended'];

/** Statuses a Renew keeps without a new payment. */
const PAID_UP: readonly TSubscriptionStatus[] = ['Active', 'PendingCancellation'];

/** The subscription's calls besides checkout (001 §4, §7): read, cancel, renew, remove, coupons, account. */
export function createSubscriptionService(deps: TBillingDeps) {
  const { db, billing } = deps;
  const now = () => billing.clock.now();
  /**
   * In stripe mode, the same change made first on the Stripe subscription the row follows (a
   * refusal is the spec's 422 and nothing is stored); nothing on `test` or without a subscription.
   */
  const onStripe = async (
    row: TSubscriptionRow | undefined,
    work: (stripe: TStripeBilling, subscriptionId: string, version: number) => Promise<unknown>,
  ) => {
    const stripe = billing.stripe;
    const subscriptionId = row?.providerSubscriptionId;
    if (stripe && row && subscriptionId)
      await askStripe(() => work(stripe.billing, subscriptionId, row.version));
  };

  return {
    /** The row and the paid people now. */
    async read(orgId: string) {
      const [row, seatCount] = await Promise.all([findSubscription(db, orgId), countPaidPeople(db, orgId)]);
      return { row, seatCount };
    },

    /** 001 §4: cancelling keeps access until the next billing date (PendingCancellation). */
    async cancel(actor: TOrgActor) {
      const refusalOf = (row: TSubscriptionRow | undefined) =>
        row?.status === 'PendingCancellation'
          ? stateConflict(BILLING_TEXTS.alreadyCanceling)
          : row?.status !== 'Active'
            ? stateConflict(BILLING_TEXTS.nothingToCancel)
            : null;
      const current = await findSubscription(db, actor.orgId);
      const refusal = refusalOf(current);
      if (refusal) throw refusal;
      await onStripe(current, (stripe, subscriptionId, version) =>
        stripe.setCancelAtPeriodEnd(actor.orgId, version, subscriptionId, true),
      );
      return transition(deps, actor, 'subscriptionCanceled', (row) => {
        const late = refusalOf(row);
        if (late) throw late;
        return { status: 'PendingCancellation' };
      });
    },

    /**
     * 001 §4: renewing keeps a subscription set to end; after a failed payment (or with no paid
     * plan) nothing changes and the answer sends the person to checkout.
     */
    async renew(actor: TOrgActor) {
      const current = await findSubscription(db, actor.orgId);
      const hasFailed = current?.paymentStatus === 'Failed' || current?.paymentStatus === 'FailedWillRetry';
      if (hasFailed || !current || !PAID_UP.includes(current.status))
        return { row: current, shouldRedirectToCheckout: true };
      if (current.status === 'PendingCancellation')
        await onStripe(current, (stripe, subscriptionId, version) =>
          stripe.setCancelAtPeriodEnd(actor.orgId, version, subscriptionId, false),
        );
      const row = await transition(deps, actor, 'subscriptionRenewed', (fresh) =>
        fresh?.status === 'PendingCancellation' ? { status: 'Active' } : null,
      );
      return { row, shouldRedirectToCheckout: false };
    },

    /** Ends the subscription now (status Removed); `{id}` must be the caller's organisation. */
    async remove(actor: TOrgActor, orgId: string) {
      if (orgId !== actor.orgId) throw notFound('organization');
      const current = await findSubscription(db, actor.orgId);
      if (current && STRIPE_RUNNING.includes(current.status))
        await onStripe(current, (stripe, subscriptionId) => stripe.cancelNow(subscriptionId));
      return transition(deps, actor, 'subscriptionRemoved', () => ({
        status: 'Removed',
        paymentStatus: 'None',
        planHandle: null,
        currentPeriodStart: null,
        currentPeriodEnd: null,
        paidSeatCount: 0,
      }));
    },

    /** Applies a coupon the provider knows (to the running Stripe subscription too); unknown, expired or repeated codes are 422 on `code`. */
    async applyCoupon(actor: TOrgActor, provider: TBillingProvider, code: string) {
      const coupon = await provider.findCoupon(code);
      if ('error' in coupon) throw invalidField('code', coupon.error.text, coupon.error.id);
      const current = await findSubscription(db, actor.orgId);
      if (current?.coupons.some((applied) => applied.code === coupon.code))
        throw invalidField('code', BILLING_TEXTS.couponAlreadyApplied);
      if (current && STRIPE_RUNNING.includes(current.status))
        await onStripe(current, (stripe, subscriptionId, version) =>
          stripe.addCoupon(actor.orgId, version, subscriptionId, coupon.code),
        );
      const saved = await transition(deps, actor, 'couponApplied', (row) => {
        const coupons = row?.coupons ?? [];
        if (coupons.some((applied) => applied.code === coupon.code))
          throw invalidField('code', BILLING_TEXTS.couponAlreadyApplied);
        return { coupons: [...coupons, { ...coupon, appliedAt: now().toISOString() }] };
      });
      return (saved?.coupons ?? []).map((applied) => applied.code);
    },

    /** The account email invoices go to: the one set, else the Owner's. */
    async customerEmail(orgId: string) {
      return (await findSubscription(db, orgId))?.accountEmail ?? (await ownerEmail(db, orgId));
    },

    async setCustomerEmail(actor: TOrgActor, email: string) {
      await transition(deps, actor, 'billingCustomerChanged', (row) =>
        row?.accountEmail === email ? null : { accountEmail: email },
      );
      return email;
    },
  };
}
