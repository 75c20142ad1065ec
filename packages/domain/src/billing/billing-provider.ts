import type { TBillingProviderName } from './billing.constants.ts';
import type { TAddress } from './billing-address.ts';

/**
 * THE ONE PROVIDER INTERFACE (issue 29): the routes and the billing service talk to this and never
 * know whether the deterministic `test` provider or Stripe answers. Amounts are integer cents.
 */

/** What `POST payment/token` takes (the `test` provider only: with Stripe the browser makes the token). */
export type TCardInput = {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
  nameOnCard: string;
};

/** A card as the provider describes it: never its number, only its brand and last four digits. */
export type TCard = { cardType: string; lastFour: string; expiryMonth: number; expiryYear: number };

/** A refusal from the provider: a stable id, the text to show, and the field it is about. */
export type TProviderError = { id: string; text: string; field?: string };

/** A coupon the provider knows: percent off for some months after it is applied. */
export type TCoupon = { code: string; percentOff: number; durationMonths: number };

/** One charge: what, how much, on which card; the key makes a retried charge happen once. */
export type TChargeRequest = {
  amountCents: number;
  currencyCode: string;
  cardToken: string;
  description: string;
  idempotencyKey: string;
};

/** The provider's answer to a charge: its reference (and hosted invoice page), or why it failed. */
export type TChargeResult =
  | { ok: true; reference: string; hostedUrl: string | null }
  | { ok: false; error: TProviderError };

export type TBillingProvider = {
  name: Exclude<TBillingProviderName, 'none'>;
  /** Turns card details into a token, or the card's refusal. */
  createCardToken(card: TCardInput, now: Date): Promise<{ token: string } | { error: TProviderError }>;
  /** The card behind a token, or null when the provider knows no such token. */
  readCard(token: string): Promise<TCard | null>;
  /** The tax on an amount for a billing address, in cents. */
  calculateTax(
    subTotalCents: number,
    address: Pick<TAddress, 'countryCode' | 'stateOrProvince'>,
  ): Promise<number>;
  /** The coupon of a code, or why it cannot be used. */
  findCoupon(code: string): Promise<TCoupon | { error: TProviderError }>;
  /** Charges a card. */
  charge(request: TChargeRequest): Promise<TChargeResult>;
};
