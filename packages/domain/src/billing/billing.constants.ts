/**
 * Billing (001 §1-§9, 002 §3, issue 29): statuses, plans, the trial and the texts the spec gives.
 * Money is integer cents everywhere.
 */

/** 001 §4: the subscription's statuses. */
export const SUBSCRIPTION_STATUSES = [
  'None',
  'Trial',
  'Active',
  'Suspended',
  'Canceled',
  'Removed',
  'PendingSubscription',
  'PendingCancellation',
  'Failed',
] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** 001 §4: the payment status beside it. */
export const PAYMENT_STATUSES = ['None', 'Current', 'FailedWillRetry', 'Failed'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Which provider answers billing (BILLING_PROVIDER); `none` leaves an instance unbilled. */
export const BILLING_PROVIDERS = ['none', 'test', 'stripe'] as const;
export type TBillingProviderName = (typeof BILLING_PROVIDERS)[number];

/** 001 §3: the primary plan handles. */
export const PLAN_HANDLES = { monthly: 'eos-one-monthly', annual: 'eos-one-annual' } as const;

/** A plan: its handle, its price per paid person per billing period, and that period. */
export type TPaymentPlan = { handle: string; priceInCents: number; interval: 'month' | 'year' };

/** The plans when BILLING_PLANS is not set (issue 29). */
export const DEFAULT_PLANS: { currencyCode: string; paymentPlans: TPaymentPlan[] } = {
  currencyCode: 'USD',
  paymentPlans: [
    { handle: PLAN_HANDLES.monthly, priceInCents: 1500, interval: 'month' },
    { handle: PLAN_HANDLES.annual, priceInCents: 15000, interval: 'year' },
  ],
};

/** 001 §9: the free trial's length. */
export const TRIAL_DAYS = 30;

/** The answer code of a change refused because the organisation's free trial has expired (001 §4). */
export const TRIAL_EXPIRED = 'SUBSCRIPTION_TRIAL_EXPIRED';

/** The answer code of every payment call on an instance that is not billed (BILLING_PROVIDER=none). */
export const BILLING_OFF = 'BILLING_OFF';

/** The texts of billing: the spec's where it gives them (001 §5, §8), ours where it is silent. */
export const BILLING_TEXTS = {
  required: 'Required',
  invalidEmail: 'Invalid Email',
  invalidZipCode: 'Invalid Zip Code',
  invalidPostalCode: 'Invalid Postal Code',
  /** 001 §8: a token error with no text of its own, shown 4 seconds. */
  unknownError: 'An unknown error occurred.',
  readOnlyAfterTrial:
    'The free trial of this organization has ended: you can read everything, but changes wait until the Owner subscribes.',
  billingOff: 'Billing is off on this Cairn: nobody is charged and everyone counts as paid.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpired: 'Your card has expired.',
  securityCodeInvalid: "Your card's security code is invalid.",
  tokenUnknown: 'This card could not be read. Enter it again.',
  couponUnknown: 'This coupon code is not valid.',
  couponExpired: 'This coupon has expired.',
  cardTokenInBrowser:
    'Card numbers are not taken by this Cairn: the card form sends them to Stripe, which answers the card’s id.',
  couponAlreadyApplied: 'This coupon is already applied.',
  planUnknown: 'Choose a plan.',
  noPaymentMethod: 'Add a payment method first.',
  primaryNotRemovable: 'Make another card primary before removing this one.',
  nothingToCancel: 'There is no paid subscription to cancel.',
  alreadyCanceling: 'The subscription is already set to end.',
  removeOwnOnly: 'Only your own organization’s subscription can be removed.',
  subscribed: 'Thank you: your subscription is active.',
  canceled: 'Your subscription ends at the end of the billing period.',
  renewed: 'Your subscription continues.',
  renewNeedsCheckout: 'Your last payment failed: choose a card at checkout to continue.',
  removed: 'The subscription was removed.',
  couponApplied: 'The coupon was applied.',
  /** A `/discount/{code}` or `/referral/{code}` link: the code waits for checkout. */
  /** 001 §6: billing is the Owner's and of those with `Update|Billing`. */
  paymentsNotYours: 'Only the Owner and the people allowed to manage billing see the payments.',
  cardAdded: 'The card was added.',
  cardRemoved: 'The card was removed.',
  primaryChanged: 'The primary card was changed.',
  addressSaved: 'The billing address was saved.',
  customerSaved: 'The account email was saved.',
  /** 001 §4: the invite popup's note while the organisation has no subscription or is trying Cairn. */
  inviteNoteNone: `Inviting your first person starts a free ${30}-day trial.`,
  inviteNoteTrial: (days: number) =>
    `Your free trial has ${days} ${days === 1 ? 'day' : 'days'} left. Paid people are billed once you subscribe.`,
  trialExpired: 'Your free trial has ended. Subscribe to keep working in Cairn.',
  /** 002 §5: the state prompt and the postal label. */
  selectProvince: 'Select a Province',
  selectState: 'Select a State',
} as const;
