import { BILLING_TEXTS } from '@cairn/domain/billing/billing.constants';
import type { TBillingProvider, TProviderError } from '@cairn/domain/billing/billing-provider';
import Stripe from 'stripe';
import type { TStripeKeys } from '../../config.ts';

/**
 * The SDK's client for the secret key, sent to Stripe itself or to `apiBase` (a local fake in the
 * tests, stripe-mock in a demo) through the SDK's `host`, `port` and `protocol` options.
 */
export function createStripeClient(keys: Pick<TStripeKeys, 'secretKey' | 'apiBase'>): Stripe {
  const base = keys.apiBase ? new URL(keys.apiBase) : null;
  const endpoint = base && {
    host: base.hostname,
    port: Number(base.port) || (base.protocol === 'https:' ? 443 : 80),
    protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
  };
  return new Stripe(keys.secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...endpoint });
}

const refusal = (id: string, text: string, field?: string): TProviderError => ({ id, text, field });

/** A Stripe card error as the spec's refusal (001 §8): Stripe's own decline text, else the unknown one. */
export function chargeRefusal(error: unknown): TProviderError {
  if (error instanceof Stripe.errors.StripeCardError)
    return refusal(error.decline_code ?? error.code ?? 'CARD_DECLINED', error.message, 'cardNumber');
  if (error instanceof Stripe.errors.StripeError)
    return refusal(error.code ?? 'PROVIDER_ERROR', BILLING_TEXTS.unknownError);
  throw error;
}

/** Stripe answers 404 (`resource_missing`) for an id it does not know. */
const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * The `stripe` provider behind the one interface (issue 29). Cards are PaymentMethods the browser
 * made with Stripe.js (Cairn only ever sees their `pm_…` id), attached to the organisation's
 * customer when added (the subscription itself is `stripe-billing.ts`'s), charges are PaymentIntents confirmed
 * off-session with Cairn's idempotency key, coupons are Stripe promotion codes with a percent-off
 * coupon, and tax is Stripe Tax's calculation for the billing address.
 */
export function createStripeProvider(
  stripe: Stripe,
  options: { publishableKey: string; currencyCode: string },
) {
  const provider: TBillingProvider & { publishableKey: string } = {
    name: 'stripe',
    publishableKey: options.publishableKey,

    // Card numbers never reach Cairn in stripe mode: Stripe.js makes the PaymentMethod in the browser.
    async createCardToken() {
      return { error: refusal('CARD_TOKEN_IN_BROWSER', BILLING_TEXTS.cardTokenInBrowser) };
    },

    async readCard(token) {
      if (!token.startsWith('pm_')) return null;
      try {
        const method = await stripe.paymentMethods.retrieve(token);
        if (!method.card) return null;
        // The card joins the organisation's one customer when it is added (stripe-billing.ts).
        return {
          cardType: method.card.brand,
          lastFour: method.card.last4,
          expiryMonth: method.card.exp_month,
          expiryYear: method.card.exp_year,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async calculateTax(subTotalCents, address) {
      if (subTotalCents <= 0) return 0;
      const calculation = await stripe.tax.calculations.create({
        currency: options.currencyCode.toLowerCase(),
        line_items: [{ amount: subTotalCents, reference: 'seats', tax_behavior: 'exclusive' }],
        customer_details: {
          address: { country: address.countryCode, state: address.stateOrProvince || undefined },
          address_source: 'billing',
        },
      });
      return calculation.tax_amount_exclusive;
    },

    async findCoupon(code) {
      const notValid = { error: refusal('COUPON_UNKNOWN', BILLING_TEXTS.couponUnknown, 'code') };
      const { data } = await stripe.promotionCodes.list({
        code,
        active: true,
        limit: 1,
        expand: ['data.promotion.coupon'],
      });
      const coupon = data[0]?.promotion.coupon;
      // Cairn's coupons are a percent off for some months (the interface's TCoupon).
      if (!coupon || typeof coupon === 'string' || !coupon.valid || coupon.percent_off === null)
        return notValid;
      const durationMonths =
        coupon.duration === 'repeating'
          ? (coupon.duration_in_months ?? 1)
          : coupon.duration === 'once'
            ? 1
            : 1200;
      return { code: data[0]?.code ?? code, percentOff: coupon.percent_off, durationMonths };
    },

    async charge(request) {
      try {
        const method = await stripe.paymentMethods.retrieve(request.cardToken);
        const customer = typeof method.customer === 'string' ? method.customer : method.customer?.id;
        const intent = await stripe.paymentIntents.create(
          {
            customer,
            amount: request.amountCents,
            currency: request.currencyCode.toLowerCase(),
            payment_method: request.cardToken,
            description: request.description,
            confirm: true,
            off_session: true,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status !== 'succeeded')
          return { ok: false, error: refusal('PAYMENT_NOT_COMPLETED', BILLING_TEXTS.unknownError) };
        return { ok: true, reference: intent.id, hostedUrl: null };
      } catch (error) {
        return { ok: false, error: chargeRefusal(error) };
      }
    },
  };
  return provider;
}
