import { BILLING_TEXTS } from './billing.constants.ts';
import type { TBillingProvider, TCard, TCardInput, TCoupon, TProviderError } from './billing-provider.ts';
import { percentOf } from './billing-rules.ts';

/** The test provider's cards (issue 29), Stripe's test numbers. */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Stripe's 4000000000000341: the card is saved, but every charge on it is declined (renewals, dunning). */
  chargeDeclined: '4000000000000341',
} as const;

/** Tax in basis points by country, or by country and state (issue 29: US-TX 8.25%, GB 20%, DE 19%). */
const TAX_BASIS_POINTS: Readonly<Record<string, number>> = { 'US-TX': 825, GB: 2000, DE: 1900 };

/** The test provider's coupons: WELCOME20 takes 20% off for 3 months; EXPIRED is refused. */
const COUPONS: Readonly<Record<string, TCoupon | 'expired'>> = {
  WELCOME20: { code: 'WELCOME20', percentOff: 20, durationMonths: 3 },
  EXPIRED: 'expired',
};

const cardError = (id: string, text: string, field: string): { error: TProviderError } => ({
  error: { id, text, field },
});

/** The Luhn check every real card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand a card number's first digits name. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65)/.test(digits)) return 'Discover';
  return 'Card';
}

// A test token carries what the card shows (brand, last four, expiry) and nothing else, so the
// provider keeps no state and a second server node reads the same card from it.
const TOKEN = /^tok_test_([A-Za-z]+)_(\d{4})_(\d{2})(\d{4})$/;
const BRAND_KEYS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  card: 'Card',
};
const keyOfBrand = (brand: string) =>
  Object.entries(BRAND_KEYS).find(([, name]) => name === brand)?.[0] ?? 'card';

/** Checks card details as a card network would, in the order a person would fix them. */
function checkCard(card: TCardInput, now: Date): { error: TProviderError } | TCard {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits))
    return cardError('CARD_INVALID', BILLING_TEXTS.cardNumberInvalid, 'cardNumber');
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (card.expiryYear * 12 + card.expiryMonth < thisMonth)
    return cardError('CARD_EXPIRED', BILLING_TEXTS.cardExpired, 'expiryYear');
  const brand = cardBrand(digits);
  const codeLength = brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${codeLength}}$`).test(card.securityCode))
    return cardError('CARD_SECURITY_CODE', BILLING_TEXTS.securityCodeInvalid, 'securityCode');
  if (digits === TEST_CARDS.declined)
    return cardError('CARD_DECLINED', BILLING_TEXTS.cardDeclined, 'cardNumber');
  if (digits === TEST_CARDS.insufficientFunds)
    return cardError('CARD_INSUFFICIENT_FUNDS', BILLING_TEXTS.insufficientFunds, 'cardNumber');
  return {
    cardType: brand,
    lastFour: digits.slice(-4),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}

/**
 * The deterministic provider for tests, demos and staging (BILLING_PROVIDER=test): Stripe's test
 * card numbers, fixed tax rates and two coupons. It never touches a network and charges nothing.
 */
export function createTestProvider(): TBillingProvider {
  return {
    name: 'test',
    async createCardToken(card, now) {
      const checked = checkCard(card, now);
      if ('error' in checked) return checked;
      const month = String(checked.expiryMonth).padStart(2, '0');
      return {
        token: `tok_test_${keyOfBrand(checked.cardType)}_${checked.lastFour}_${month}${checked.expiryYear}`,
      };
    },
    async readCard(token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, brandKey, lastFour, month, year] = match;
      const cardType = BRAND_KEYS[brandKey];
      if (!cardType || Number(month) < 1 || Number(month) > 12) return null;
      return { cardType, lastFour, expiryMonth: Number(month), expiryYear: Number(year) };
    },
    async calculateTax(subTotalCents, address) {
      const rate =
        TAX_BASIS_POINTS[`${address.countryCode}-${address.stateOrProvince}`] ??
        TAX_BASIS_POINTS[address.countryCode] ??
        0;
      return percentOf(subTotalCents, rate);
    },
    async findCoupon(code) {
      const coupon = COUPONS[code.trim().toUpperCase()];
      if (coupon === 'expired')
        return { error: { id: 'COUPON_EXPIRED', text: BILLING_TEXTS.couponExpired, field: 'code' } };
      if (!coupon)
        return { error: { id: 'COUPON_UNKNOWN', text: BILLING_TEXTS.couponUnknown, field: 'code' } };
      return coupon;
    },
    async charge(request) {
      const match = TOKEN.exec(request.cardToken);
      if (!match || match[2] === TEST_CARDS.chargeDeclined.slice(-4))
        return { ok: false, error: { id: 'CARD_DECLINED', text: BILLING_TEXTS.cardDeclined } };
      return { ok: true, reference: `ch_test_${request.idempotencyKey}`, hostedUrl: null };
    },
  };
}
