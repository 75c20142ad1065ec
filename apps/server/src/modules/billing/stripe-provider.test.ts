import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_METHODS, startFakeStripe } from './stripe-fake.test-support.ts';
import { createStripeClient, createStripeProvider } from './stripe-provider.ts';

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let provider: ReturnType<typeof createStripeProvider>;

beforeAll(async () => {
  fake = await startFakeStripe();
  const client = createStripeClient({ secretKey: 'sk_test_cairn', apiBase: fake.apiBase });
  provider = createStripeProvider(client, { publishableKey: 'pk_test_cairn', currencyCode: 'EUR' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
});

describe('the stripe provider against a local fake of Stripe’s API', () => {
  it('refuses card numbers: the browser makes the card with Stripe.js', async () => {
    const answer = await provider.createCardToken(
      {
        cardNumber: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2030,
        securityCode: '123',
        nameOnCard: 'A',
      },
      new Date(),
    );
    expect(answer).toMatchObject({ error: { id: 'CARD_TOKEN_IN_BROWSER' } });
    expect(fake.calls).toEqual([]);
  });

  it('reads a PaymentMethod with the secret key (the customer is the organisation’s, made on add)', async () => {
    expect(await provider.readCard(FAKE_METHODS.visa)).toEqual({
      cardType: 'visa',
      lastFour: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
    });
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /v1/payment_methods/${FAKE_METHODS.visa}`,
    ]);
    expect(fake.calls[0]?.authorization).toBe('Bearer sk_test_cairn');
  });

  it('knows no card behind an unknown or non-Stripe token', async () => {
    expect(await provider.readCard('pm_unknown')).toBeNull();
    expect(await provider.readCard('tok_test_visa_4242')).toBeNull();
    expect(fake.calls).toHaveLength(1);
  });

  const charge = (cardToken: string, idempotencyKey: string, currencyCode = 'EUR') =>
    provider.charge({
      amountCents: 4500,
      currencyCode,
      cardToken,
      description: 'Cairn, 3 seats',
      idempotencyKey,
    });

  it('charges off-session on the card’s customer with Cairn’s idempotency key', async () => {
    const result = await charge(FAKE_METHODS.attached, 'org-1:checkout:7');
    expect(result).toEqual({ ok: true, reference: 'pi_1', hostedUrl: null });
    const intent = fake.calls.find((call) => call.path === '/v1/payment_intents');
    expect(intent?.idempotencyKey).toBe('org-1:checkout:7');
    expect(Object.fromEntries(intent?.form ?? [])).toMatchObject({
      amount: '4500',
      currency: 'eur',
      customer: 'cus_existing',
      payment_method: FAKE_METHODS.attached,
      confirm: 'true',
      off_session: 'true',
    });
  });

  it('answers a declined card with Stripe’s text, not a throw', async () => {
    const result = await charge(FAKE_METHODS.declined, 'k-declined', 'USD');
    expect(result).toEqual({
      ok: false,
      error: { id: 'generic_decline', text: 'Your card was declined.', field: 'cardNumber' },
    });
  });

  it('asks Stripe Tax for the address, in the plans’ currency', async () => {
    expect(await provider.calculateTax(10000, { countryCode: 'US', stateOrProvince: 'TX' })).toBe(825);
    expect(await provider.calculateTax(10000, { countryCode: 'FR', stateOrProvince: '' })).toBe(0);
    const [texas] = fake.calls;
    expect(texas?.form.get('currency')).toBe('eur');
    expect(texas?.form.get('customer_details[address][country]')).toBe('US');
    expect(await provider.calculateTax(0, { countryCode: 'US', stateOrProvince: 'TX' })).toBe(0);
    expect(fake.calls).toHaveLength(2);
  });

  it('finds a percent-off promotion code and refuses others', async () => {
    expect(await provider.findCoupon('SPRING25')).toEqual({
      code: 'SPRING25',
      percentOff: 25,
      durationMonths: 3,
    });
    expect(fake.calls[0]?.query.get('active')).toBe('true');
    expect(await provider.findCoupon('FIVEOFF')).toMatchObject({
      error: { id: 'COUPON_UNKNOWN', field: 'code' },
    });
    expect(await provider.findCoupon('NOPE')).toMatchObject({ error: { id: 'COUPON_UNKNOWN' } });
  });
});
