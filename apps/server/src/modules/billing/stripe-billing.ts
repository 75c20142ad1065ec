import { createHash } from 'node:crypto';
import { BILLING_TEXTS } from '@cairn/domain/billing/billing.constants';
import type { TAddress } from '@cairn/domain/billing/billing-address';
import type Stripe from 'stripe';
import { HttpError } from '../../http/errors.ts';
import { chargeRefusal } from './stripe-provider.ts';

/** The metadata key that ties a Stripe customer and subscription to its Cairn organisation. */
export const ORG_METADATA_KEY = 'cairn_org_id';

/** How long a checkout's create keeps one idempotency key (a second click, a lost answer). */
const ATTEMPT_WINDOW_MS = 10 * 60 * 1000;

/** Stripe subscription states that are over: a new checkout makes a new subscription. */
const ENDED: readonly Stripe.Subscription.Status[] = ['canceled', 'incomplete_expired'];

/**
 * The idempotency key of one Stripe write: the organisation, the subscription row's version and a
 * digest of what is sent. A retry of the same request (lost answer, second click, a change that
 * failed after Stripe answered) gets Stripe's first answer back; another request gets its own key,
 * since Stripe refuses a key reused with other parameters.
 */
function idempotencyKeyOf(orgId: string, version: number, what: string, params: object): string {
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 24);
  return `cairn:${orgId}:${version}:${what}:${digest}`;
}

/** A refusal of Stripe's as the spec's answer (001 §8): 422 on the card, the decline text or the unknown error. */
function stripeRefusal(error: unknown): HttpError {
  const { id, text } = chargeRefusal(error);
  return new HttpError(422, [{ id, type: 'error', text, field: 'paymentMethod' }]);
}

/** Runs Stripe calls, turning Stripe's refusals into the spec's 422 (other errors stay errors). */
export async function askStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw stripeRefusal(error);
  }
}

/** Cairn's billing address as Stripe's. */
const stripeAddressOf = (address: TAddress): Stripe.AddressParam => ({
  country: address.countryCode,
  line1: address.addressLine1,
  line2: [address.addressLine2, address.addressLine3].filter(Boolean).join(', ') || undefined,
  city: address.city || undefined,
  state: address.stateOrProvince || undefined,
  postal_code: address.postalCode || undefined,
});

/** The subscription's one item: the plan's price times the paid seats. */
export const itemOf = (subscription: Stripe.Subscription) => subscription.items.data[0];

export type TStripeSubscribe = {
  orgId: string;
  version: number;
  customerId: string;
  /** The subscription the row follows, if any (changed in place unless it has ended). */
  subscriptionId: string | null;
  planHandle: string;
  quantity: number;
  paymentMethodId: string;
  /** The coupon codes the subscription should carry (Stripe promotion codes). */
  couponCodes: string[];
  /** The codes the running subscription already carries: only the others are added to it. */
  knownCouponCodes: string[];
};

/**
 * Cairn's Stripe objects (issue 29): one customer per organisation, its cards attached to it, and
 * one subscription of the plan's price (the price whose `lookup_key` is the plan handle) with the
 * paid seats as quantity. Every write carries an idempotency key, so a retry never makes two.
 */
export function createStripeBilling(stripe: Stripe) {
  /** The price of a plan: the active price whose lookup key is the handle; a missing one is the operator's. */
  async function priceOfPlan(handle: string): Promise<string> {
    const { data } = await stripe.prices.list({ lookup_keys: [handle], active: true, limit: 1 });
    const price = data[0];
    if (!price)
      throw new HttpError(422, [
        { id: 'PLAN_PRICE_MISSING', type: 'error', text: BILLING_TEXTS.unknownError, field: 'planHandle' },
      ]);
    return price.id;
  }

  /** The promotion codes' ids (provider.findCoupon checked the codes just before). */
  async function promotionCodeIds(codes: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const code of codes) {
      const { data } = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
      if (data[0]) ids.push(data[0].id);
    }
    return ids;
  }

  /**
   * A running subscription of this organisation on its customer that the row does not know yet:
   * Stripe made it but Cairn's change after it failed. Checkout changes that one, never a second.
   */
  async function madeEarlier(customerId: string, orgId: string): Promise<Stripe.Subscription | null> {
    const { data } = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10 });
    return (
      data.find(
        (subscription) =>
          subscription.metadata?.[ORG_METADATA_KEY] === orgId && !ENDED.includes(subscription.status),
      ) ?? null
    );
  }

  /** The ids of the discounts a subscription already has (kept when new codes are added). */
  const discountIds = (subscription: Stripe.Subscription) =>
    (subscription.discounts ?? []).map((discount) => (typeof discount === 'string' ? discount : discount.id));

  return {
    /** The organisation's customer: the one stored, else a new one (the same one again on a retry). */
    async ensureCustomer(orgId: string, known: string | null, email: string): Promise<string> {
      if (known) return known;
      const params = { email: email || undefined, metadata: { [ORG_METADATA_KEY]: orgId } };
      const customer = await stripe.customers.create(params, {
        idempotencyKey: idempotencyKeyOf(orgId, 0, 'customer', params),
      });
      return customer.id;
    },

    /**
     * Attaches a card to the customer (once). The primary card (`primaryAddress` given) becomes the
     * customer's default and its billing address the customer's, where Stripe Tax taxes the invoices.
     */
    async attachCard(customerId: string, paymentMethodId: string, primaryAddress: TAddress | null) {
      const method = await stripe.paymentMethods.retrieve(paymentMethodId);
      const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
      if (owner !== customerId)
        await stripe.paymentMethods.attach(
          paymentMethodId,
          { customer: customerId },
          { idempotencyKey: `cairn:${customerId}:attach:${paymentMethodId}` },
        );
      if (primaryAddress)
        await stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
          address: stripeAddressOf(primaryAddress),
        });
    },

    /**
     * Creates the subscription, or changes the one that runs (plan, seats, card, new coupons),
     * with prorations. `error_if_incomplete`: a refused first payment is an error, not a half-made
     * subscription.
     */
    async subscribe(input: TStripeSubscribe): Promise<Stripe.Subscription> {
      const price = await priceOfPlan(input.planHandle);
      const found = input.subscriptionId
        ? await stripe.subscriptions.retrieve(input.subscriptionId)
        : await madeEarlier(input.customerId, input.orgId);
      const running = found && !ENDED.includes(found.status) ? found : null;
      const promotions = await promotionCodeIds(
        input.couponCodes.filter((code) => !running || !input.knownCouponCodes.includes(code)),
      );
      const common = {
        default_payment_method: input.paymentMethodId,
        metadata: { [ORG_METADATA_KEY]: input.orgId },
        proration_behavior: 'create_prorations' as const,
        payment_behavior: 'error_if_incomplete' as const,
        // The tax checkout showed (Stripe Tax, the primary card's address) is the tax invoiced.
        automatic_tax: { enabled: true },
      };
      if (running) {
        const item = itemOf(running);
        const params: Stripe.SubscriptionUpdateParams = {
          ...common,
          items: [{ id: item?.id, price, quantity: input.quantity }],
          cancel_at_period_end: false,
          ...(promotions.length && {
            discounts: [
              ...discountIds(running).map((discount) => ({ discount })),
              ...promotions.map((promotion_code) => ({ promotion_code })),
            ],
          }),
        };
        const idempotencyKey = idempotencyKeyOf(input.orgId, input.version, 'subscription', params);
        return stripe.subscriptions.update(running.id, params, { idempotencyKey });
      }
      const params: Stripe.SubscriptionCreateParams = {
        ...common,
        customer: input.customerId,
        items: [{ price, quantity: input.quantity }],
        ...(promotions.length && { discounts: promotions.map((promotion_code) => ({ promotion_code })) }),
      };
      // Stripe replays a key's refusal for a day: a new attempt window lets a card refused
      // once (then topped up) be tried again; `madeEarlier` covers retries across windows.
      const window = Math.floor(Date.now() / ATTEMPT_WINDOW_MS);
      const idempotencyKey = idempotencyKeyOf(input.orgId, input.version, `subscription:${window}`, params);
      return stripe.subscriptions.create(params, { idempotencyKey });
    },

    /** A seat change: the item's new quantity, prorated on the next invoice. */
    async setQuantity(orgId: string, version: number, subscriptionId: string, quantity: number) {
      const running = await stripe.subscriptions.retrieve(subscriptionId);
      const params: Stripe.SubscriptionUpdateParams = {
        items: [{ id: itemOf(running)?.id, quantity }],
        proration_behavior: 'create_prorations',
      };
      const idempotencyKey = idempotencyKeyOf(orgId, version, 'seats', params);
      return stripe.subscriptions.update(subscriptionId, params, { idempotencyKey });
    },

    /** A coupon applied while the subscription runs: its promotion code joins the discounts. */
    async addCoupon(orgId: string, version: number, subscriptionId: string, code: string) {
      const running = await stripe.subscriptions.retrieve(subscriptionId);
      const params: Stripe.SubscriptionUpdateParams = {
        discounts: [
          ...discountIds(running).map((discount) => ({ discount })),
          ...(await promotionCodeIds([code])).map((promotion_code) => ({ promotion_code })),
        ],
      };
      const idempotencyKey = idempotencyKeyOf(orgId, version, 'coupon', params);
      return stripe.subscriptions.update(subscriptionId, params, { idempotencyKey });
    },

    /** Cancel (true) or renew (false) at the period's end. */
    async setCancelAtPeriodEnd(orgId: string, version: number, subscriptionId: string, cancel: boolean) {
      const params = { cancel_at_period_end: cancel };
      const idempotencyKey = idempotencyKeyOf(orgId, version, 'cancelAtPeriodEnd', params);
      return stripe.subscriptions.update(subscriptionId, params, { idempotencyKey });
    },

    /** Ends the subscription now (`subscription/remove`). */
    async cancelNow(subscriptionId: string) {
      return stripe.subscriptions.cancel(subscriptionId);
    },
  };
}
export type TStripeBilling = ReturnType<typeof createStripeBilling>;
