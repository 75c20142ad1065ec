import { z } from 'zod';
import { secretParam } from '../common/secret-params.ts';
import { ZEnvelope } from '../errors.ts';
import { BILLING_TEXTS, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from './billing.constants.ts';
import { ZAddress } from './billing-address.ts';

const required = BILLING_TEXTS.required;
const ZRequiredText = (max: number) => z.string({ error: required }).trim().min(1, required).max(max);
/** A whole number typed in a form (a string of digits is read too); empty is "Required". */
const ZWholeNumber = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number({ error: required }).int(required),
);

/** An address as answered: every line present (empty when not given). */
export const ZAddressOut = z.object({
  countryCode: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressLine3: z.string(),
  city: z.string(),
  stateOrProvince: z.string(),
  postalCode: z.string(),
});

/** `POST payment/token` (the `test` provider): the card's fields (001 §5: each "Required"). */
export const ZCardTokenRequest = z.object({
  cardNumber: ZRequiredText(23),
  expiryMonth: ZWholeNumber.pipe(z.number().min(1, required).max(12, BILLING_TEXTS.cardExpired)),
  expiryYear: ZWholeNumber.pipe(z.number().min(2000, BILLING_TEXTS.cardExpired).max(2200)),
  securityCode: ZRequiredText(4),
  nameOnCard: ZRequiredText(200),
});
export type TCardTokenRequest = z.input<typeof ZCardTokenRequest>;
export const ZCardTokenAnswer = ZEnvelope.extend({ token: z.string() });

/** A card on file (001 §3 payment profile): its brand, last four, expiry, billing address. */
export const ZPaymentProfile = z.object({
  id: z.uuid(),
  cardType: z.string(),
  lastFour: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  isPrimary: z.boolean(),
  address: ZAddressOut,
});
export type TPaymentProfile = z.infer<typeof ZPaymentProfile>;

/** `POST payment/add` (001 §3 new card): the address, the provider's token, primary or not. */
export const ZAddPaymentRequest = z.object({
  address: ZAddress,
  token: ZRequiredText(255),
  isPrimary: z.boolean().default(false),
});
export type TAddPaymentRequest = z.input<typeof ZAddPaymentRequest>;
export const ZPaymentProfileAnswer = ZEnvelope.extend({ paymentProfile: ZPaymentProfile });
export const ZPaymentProfilesAnswer = ZEnvelope.extend({ paymentProfiles: z.array(ZPaymentProfile) });

/** `GET payment/plans` (001 §3): the currency and each plan's price per paid person per period. */
export const ZPlansAnswer = ZEnvelope.extend({
  currencyCode: z.string(),
  paymentPlans: z.array(
    z.object({ handle: z.string(), priceInCents: z.number().int(), interval: z.enum(['month', 'year']) }),
  ),
});
export type TPlansAnswer = z.infer<typeof ZPlansAnswer>;

/** `payment/billing-address/{id}` (001 §3): the billing address of the card `{id}`. */
export const ZBillingAddressRequest = z.object({ address: ZAddress });
export type TBillingAddressRequest = z.input<typeof ZBillingAddressRequest>;
export const ZBillingAddressAnswer = ZEnvelope.extend({
  billingAddress: z.object({ id: z.uuid(), address: ZAddressOut }),
});

/** `POST subscription/apply-coupon/{code}`. */
/** A coupon code is worth money to whoever holds it: masked in the access log like other codes. */
export const ZCouponParam = z.object({ code: secretParam(z.string().trim().min(1, required).max(64)) });
export const ZCouponCodesAnswer = ZEnvelope.extend({ couponCodes: z.array(z.string()) });

/** `subscription/customer` (001 §5): the account email invoices go to. */
export const ZCustomerRequest = z.object({
  email: z.string({ error: required }).trim().min(1, required).pipe(z.email(BILLING_TEXTS.invalidEmail)),
});
export type TCustomerRequest = z.input<typeof ZCustomerRequest>;
export const ZCustomerAnswer = ZEnvelope.extend({ customer: z.object({ email: z.string() }) });

/** `POST payment/calculate-tax` (001 §3): an amount in cents and where the payer is. */
export const ZTaxRequest = z.object({
  subTotal: ZWholeNumber.pipe(z.number().min(0)),
  address: z.object({
    countryCode: z.string().trim().toUpperCase().min(1, required),
    stateOrProvince: z.string().trim().default(''),
  }),
});
export type TTaxRequest = z.input<typeof ZTaxRequest>;
export const ZTaxAnswer = ZEnvelope.extend({ taxAmount: z.number().int() });

/** The organisation's subscription (issue 29: exactly these fields). */
export const ZSubscription = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  planHandle: z.string().nullable(),
  trialEndsAt: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  /** People who hold a paid licence now. */
  seatCount: z.number().int(),
  /** Seats the current period was paid for. */
  paidSeatCount: z.number().int(),
  couponCodes: z.array(z.string()),
});
export type TSubscription = z.infer<typeof ZSubscription>;
export const ZSubscriptionAnswer = ZEnvelope.extend({ subscription: ZSubscription });

/** `POST subscription/renew`: continues, or says the person must go to checkout (a failed payment). */
export const ZRenewAnswer = ZEnvelope.extend({
  subscription: ZSubscription,
  shouldRedirectToCheckout: z.boolean(),
});

/** `POST subscription/subscribe`: the plan, and coupons to apply with it. */
export const ZSubscribeRequest = z.object({
  planHandle: z.string({ error: BILLING_TEXTS.planUnknown }).trim().min(1, BILLING_TEXTS.planUnknown),
  couponCodes: z.array(z.string().trim().min(1).max(64)).max(10).default([]),
});
export type TSubscribeRequest = z.input<typeof ZSubscribeRequest>;

export const INVOICE_STATUSES = ['Paid', 'Open', 'Failed', 'Void'] as const;

/** An invoice (002 §3), with how its total was made. Amounts in cents; dates `YYYY-MM-DD`. */
export const ZInvoice = z.object({
  id: z.uuid(),
  totalAmount: z.number().int(),
  dueDate: z.string(),
  issueDate: z.string(),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  source: z.string(),
  currencyCode: z.string(),
  subTotal: z.number().int(),
  discountAmount: z.number().int(),
  taxAmount: z.number().int(),
  planHandle: z.string(),
  seatCount: z.number().int(),
  hostedInvoiceUrl: z.string().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
export const ZInvoicesAnswer = ZEnvelope.extend({ invoices: z.array(ZInvoice) });

/** What a webhook event did: applied, a replay of one handled, older than the state kept, or not ours. */
export const WEBHOOK_OUTCOMES = ['applied', 'duplicate', 'stale', 'ignored'] as const;
export const ZWebhookAnswer = ZEnvelope.extend({ outcome: z.enum(WEBHOOK_OUTCOMES) });
