import { describe, expect, it } from 'vitest';
import { createTestProvider, TEST_CARDS } from './test-provider.ts';

const provider = createTestProvider();
const now = new Date('2026-03-01T00:00:00Z');
const card = (
  cardNumber: string,
  more: Partial<{ expiryMonth: number; expiryYear: number; securityCode: string }> = {},
) => ({
  cardNumber,
  expiryMonth: 12,
  expiryYear: 2030,
  securityCode: '123',
  nameOnCard: 'Ann Lee',
  ...more,
});

describe('the test provider (issue 29)', () => {
  it('approves 4242... and reads its card back from the token', async () => {
    const answer = await provider.createCardToken(card(TEST_CARDS.approved), now);
    expect(answer).toEqual({ token: 'tok_test_visa_4242_122030' });
    expect(await provider.readCard('tok_test_visa_4242_122030')).toEqual({
      cardType: 'Visa',
      lastFour: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
    });
  });

  it.each([
    [card(TEST_CARDS.declined), 'CARD_DECLINED', 'Your card was declined.'],
    [card(TEST_CARDS.insufficientFunds), 'CARD_INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
    [card('4242424242424241'), 'CARD_INVALID', 'Your card number is invalid.'],
    [
      card(TEST_CARDS.approved, { expiryYear: 2026, expiryMonth: 2 }),
      'CARD_EXPIRED',
      'Your card has expired.',
    ],
    [
      card(TEST_CARDS.approved, { securityCode: '12' }),
      'CARD_SECURITY_CODE',
      "Your card's security code is invalid.",
    ],
  ])('refuses %j with %s', async (input, id, text) => {
    const answer = await provider.createCardToken(input, now);
    expect(answer).toMatchObject({ error: { id, text } });
  });

  it('knows no token it did not make', async () => {
    expect(await provider.readCard('tok_live_x')).toBeNull();
    expect(await provider.readCard('tok_test_visa_4242_132030')).toBeNull();
  });

  it.each([
    ['US', 'TX', 10000, 825],
    ['US', 'CA', 10000, 0],
    ['GB', '', 1500, 300],
    ['DE', 'BY', 1500, 285],
    ['FR', '', 1500, 0],
    ['US', 'TX', 1, 0],
  ])('taxes %s-%s on %i cents as %i', async (countryCode, stateOrProvince, amount, tax) => {
    expect(await provider.calculateTax(amount, { countryCode, stateOrProvince })).toBe(tax);
  });

  it('knows WELCOME20, refuses EXPIRED and unknown codes', async () => {
    expect(await provider.findCoupon('welcome20')).toEqual({
      code: 'WELCOME20',
      percentOff: 20,
      durationMonths: 3,
    });
    expect(await provider.findCoupon('EXPIRED')).toMatchObject({ error: { id: 'COUPON_EXPIRED' } });
    expect(await provider.findCoupon('NOPE')).toMatchObject({ error: { id: 'COUPON_UNKNOWN' } });
  });

  it('charges a test token once per key and refuses others', async () => {
    const request = { amountCents: 1500, currencyCode: 'USD', description: 'x', idempotencyKey: 'k1' };
    expect(await provider.charge({ ...request, cardToken: 'tok_test_visa_4242_122030' })).toEqual({
      ok: true,
      reference: 'ch_test_k1',
      hostedUrl: null,
    });
    expect(await provider.charge({ ...request, cardToken: 'pm_other' })).toMatchObject({ ok: false });
    expect(await provider.charge({ ...request, cardToken: 'tok_test_visa_0341_122030' })).toMatchObject({
      ok: false,
      error: { id: 'CARD_DECLINED' },
    });
  });
});
