import { BILLING_TEXTS } from '@cairn/domain/billing/billing.constants';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { billingInvoices, billingSubscriptions, people } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { entityEvents, firstMessage, useTestApp } from '../../test/route-test.ts';
import { TEXAS } from './billing.test-support.ts';
import { queueBillingLifecycle } from './lifecycle-job.ts';
import { FAKE_METHODS, FAKE_PRICES, startFakeStripe } from './stripe-fake.test-support.ts';
import subscriptionUpdated from './stripe-fixtures/customer.subscription.updated.json' with { type: 'json' };

const SECRET = 'whsec_cairn_test_secret';
const fake = await startFakeStripe();
const { app, call, get, post } = useTestApp(async () => ({}), {
  billingProvider: 'stripe',
  stripe: {
    secretKey: 'sk_test_cairn',
    publishableKey: 'pk_test_cairn',
    webhookSecret: SECRET,
    apiBase: fake.apiBase,
  },
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.calls.length = 0;
});
afterEach(() => app.billing.kit.clock.reset());

/** The calls of one route (`POST /v1/subscriptions`), oldest first. */
const callsOf = (route: string) => fake.calls.filter((made) => `${made.method} ${made.path}` === route);
const rowOf = async (orgId: string) =>
  (await app.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.orgId, orgId)))[0];
const actionsOf = async (orgId: string) =>
  (await entityEvents(app.db, 'org', orgId)).map((event) => event.action);

/** Stripe's signed `customer.subscription.deleted` for a subscription Cairn made. */
function deliverDeleted(orgId: string, subscriptionId: string) {
  const event = structuredClone(subscriptionUpdated);
  event.id = `evt_deleted_${subscriptionId}`;
  event.type = 'customer.subscription.deleted';
  event.created = Math.floor(Date.now() / 1000);
  event.data.object.id = subscriptionId;
  event.data.object.metadata.cairn_org_id = orgId;
  event.data.object.status = 'canceled';
  const payload = JSON.stringify(event);
  const signature = app.billing.kit.stripe?.client.webhooks.generateTestHeaderString({
    payload,
    secret: SECRET,
  });
  return app.inject({
    method: 'POST',
    url: '/api/v2/billing/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? '' },
  });
}

/** Runs the queued jobs until the row holds `seats` (the app's own worker may claim the job first). */
async function seatsSynced(orgId: string, seats: number) {
  await app.jobs.drain();
  await expect.poll(async () => (await rowOf(orgId))?.paidSeatCount, { timeout: 10_000 }).toBe(seats);
}

/** An Owner and a Member (two paid seats) and an Observer (free), the Owner's card added. */
async function team(cardToken: string = FAKE_METHODS.visa) {
  const owner = await buildMember(app.db);
  const member = await buildMember(app.db, 'Member', owner.orgId);
  const observer = await buildMember(app.db, 'Observer', owner.orgId);
  const added = await post(owner.session, '/payment/add', {
    token: cardToken,
    address: TEXAS,
    isPrimary: true,
  });
  expect(added.statusCode).toBe(200);
  return { owner, member, observer };
}

/** A team subscribed to the monthly plan; its Stripe subscription. */
async function subscribedTeam() {
  const people = await team();
  const res = await post(people.owner.session, '/subscription/subscribe', { planHandle: 'eos-one-monthly' });
  expect(res.statusCode).toBe(200);
  const subscriptionId = (await rowOf(people.owner.orgId))?.providerSubscriptionId ?? '';
  fake.calls.length = 0;
  return { ...people, subscriptionId };
}

describe('the Stripe customer (BILLING_PROVIDER=stripe)', () => {
  it('is made once per organisation with its first card, with an idempotency key; later cards join it', async () => {
    const { owner } = await team();
    const [made] = callsOf('POST /v1/customers');
    expect(callsOf('POST /v1/customers')).toHaveLength(1);
    expect(made?.idempotencyKey).toMatch(new RegExp(`^cairn:${owner.orgId}:`));
    expect(made?.form.get('metadata[cairn_org_id]')).toBe(owner.orgId);
    const customerId = (await rowOf(owner.orgId))?.providerCustomerId;
    expect(customerId).toMatch(/^cus_/);
    expect(callsOf(`POST /v1/payment_methods/${FAKE_METHODS.visa}/attach`)[0]?.form.get('customer')).toBe(
      customerId,
    );
    // The primary card is the customer's default, its address the one Stripe Tax uses.
    const [defaults] = callsOf(`POST /v1/customers/${customerId}`);
    expect(Object.fromEntries(defaults?.form ?? [])).toMatchObject({
      'invoice_settings[default_payment_method]': FAKE_METHODS.visa,
      'address[country]': 'US',
      'address[state]': 'TX',
      'address[postal_code]': '78701',
    });

    fake.calls.length = 0;
    const second = { token: FAKE_METHODS.attached, address: TEXAS, isPrimary: false };
    expect((await post(owner.session, '/payment/add', second)).statusCode).toBe(200);
    expect(callsOf('POST /v1/customers')).toEqual([]);
    expect(callsOf(`POST /v1/payment_methods/${FAKE_METHODS.attached}/attach`)).toHaveLength(1);
    expect(callsOf(`POST /v1/customers/${customerId}`)).toEqual([]);
    expect((await rowOf(owner.orgId))?.providerCustomerId).toBe(customerId);

    const [primary] = (await get(owner.session, '/payment/methods')).json().paymentProfiles as {
      id: string;
    }[];
    const moved = {
      address: { ...TEXAS, stateOrProvince: 'CA', postalCode: '94103', city: 'San Francisco' },
    };
    expect((await post(owner.session, `/payment/billing-address/${primary?.id}`, moved)).statusCode).toBe(
      200,
    );
    expect(callsOf(`POST /v1/customers/${customerId}`)[0]?.form.get('address[state]')).toBe('CA');
  });
});

describe('POST subscription/subscribe (BILLING_PROVIDER=stripe)', () => {
  it('creates one subscription: the plan’s price, the paid seats, the coupon, the organisation, prorations', async () => {
    const { owner } = await team();
    fake.calls.length = 0;
    const res = await post(owner.session, '/subscription/subscribe', {
      planHandle: 'eos-one-monthly',
      couponCodes: ['SPRING25'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({
      status: 'Active',
      paymentStatus: 'Current',
      planHandle: 'eos-one-monthly',
      seatCount: 2,
      paidSeatCount: 2,
      couponCodes: ['SPRING25'],
    });
    const creates = callsOf('POST /v1/subscriptions');
    expect(creates).toHaveLength(1);
    const row = await rowOf(owner.orgId);
    expect(Object.fromEntries(creates[0]?.form ?? [])).toMatchObject({
      customer: row?.providerCustomerId,
      'items[0][price]': FAKE_PRICES['eos-one-monthly'],
      'items[0][quantity]': '2',
      'metadata[cairn_org_id]': owner.orgId,
      proration_behavior: 'create_prorations',
      payment_behavior: 'error_if_incomplete',
      'automatic_tax[enabled]': 'true',
      default_payment_method: FAKE_METHODS.visa,
      'discounts[0][promotion_code]': 'promo_SPRING25',
    });
    expect(creates[0]?.idempotencyKey).toMatch(new RegExp(`^cairn:${owner.orgId}:`));
    expect(row?.providerSubscriptionId).toMatch(/^sub_/);
    expect(row?.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now());
    expect(await actionsOf(owner.orgId)).toContain('subscribed');
    // The invoice is Stripe's: it comes with the `invoice.paid` webhook.
    expect(await app.db.select().from(billingInvoices).where(eq(billingInvoices.orgId, owner.orgId))).toEqual(
      [],
    );
  });

  it('never makes two: a repeated request, two at once, and a lost answer retried get the one subscription', async () => {
    const { owner } = await team();
    const body = { planHandle: 'eos-one-monthly' };
    const twice = await Promise.all([
      post(owner.session, '/subscription/subscribe', body),
      post(owner.session, '/subscription/subscribe', body),
    ]);
    expect(twice.map((res) => res.statusCode).filter((status) => status !== 200 && status !== 409)).toEqual(
      [],
    );
    expect((await post(owner.session, '/subscription/subscribe', body)).statusCode).toBe(200);
    const ours = [...fake.subscriptions.values()].filter((sub) => sub.metadata.cairn_org_id === owner.orgId);
    expect(ours).toHaveLength(1);
    expect(callsOf('POST /v1/customers')).toHaveLength(1);

    // Stripe answered but Cairn never stored it: the same request again is Stripe's same answer.
    const stripe = app.billing.kit.stripe?.billing;
    const other = await buildMember(app.db);
    const input = {
      orgId: other.orgId,
      version: 0,
      customerId: 'cus_lost',
      subscriptionId: null,
      planHandle: 'eos-one-annual',
      quantity: 1,
      paymentMethodId: FAKE_METHODS.visa,
      couponCodes: [],
      knownCouponCodes: [],
    };
    const first = await stripe?.subscribe(input);
    const again = await stripe?.subscribe(input);
    expect(again?.id).toBe(first?.id);
    expect([...fake.subscriptions.values()].filter((sub) => sub.customer === 'cus_lost')).toHaveLength(1);
    // The same create twice at once (before either is listed): Stripe's replay of the one key.
    const twin = { ...input, customerId: 'cus_twin' };
    const [one, two] = await Promise.all([stripe?.subscribe(twin), stripe?.subscribe(twin)]);
    expect(two?.id).toBe(one?.id);
    expect([...fake.subscriptions.values()].filter((sub) => sub.customer === 'cus_twin')).toHaveLength(1);
  });

  it('changes the running subscription to another plan instead of making a second one', async () => {
    const { owner, subscriptionId } = await subscribedTeam();
    const res = await post(owner.session, '/subscription/subscribe', { planHandle: 'eos-one-annual' });
    expect(res.json().subscription).toMatchObject({ planHandle: 'eos-one-annual', status: 'Active' });
    expect(callsOf('POST /v1/subscriptions')).toEqual([]);
    const [update] = callsOf(`POST /v1/subscriptions/${subscriptionId}`);
    expect(Object.fromEntries(update?.form ?? [])).toMatchObject({
      'items[0][price]': FAKE_PRICES['eos-one-annual'],
      'items[0][quantity]': '2',
      proration_behavior: 'create_prorations',
      cancel_at_period_end: 'false',
    });
    expect(update?.form.get('items[0][id]')).toMatch(/^si_/);
  });

  it('answers Stripe’s refusal with the spec’s text and stores nothing', async () => {
    const { owner } = await team(FAKE_METHODS.declined);
    const before = await rowOf(owner.orgId);
    const declined = await post(owner.session, '/subscription/subscribe', { planHandle: 'eos-one-monthly' });
    expect(declined.statusCode).toBe(422);
    expect(firstMessage(declined)).toEqual({
      field: 'paymentMethod',
      id: 'generic_decline',
      text: 'Your card was declined.',
    });
    fake.refuseNext('POST /v1/subscriptions');
    const refused = await post(owner.session, '/subscription/subscribe', { planHandle: 'eos-one-monthly' });
    expect(refused.statusCode).toBe(422);
    expect(firstMessage(refused).text).toBe(BILLING_TEXTS.unknownError);
    expect(await rowOf(owner.orgId)).toEqual(before);
    expect(await actionsOf(owner.orgId)).not.toContain('subscribed');
  });

  it('refuses an unknown plan before asking Stripe, 403 without billing rights, 404 for another organisation', async () => {
    const { owner, member } = await team();
    fake.calls.length = 0;
    const unknown = await post(owner.session, '/subscription/subscribe', { planHandle: 'eos-one-weekly' });
    expect(unknown.statusCode).toBe(422);
    expect(firstMessage(unknown).field).toBe('planHandle');
    expect(fake.calls).toEqual([]);
    expect(
      (await post(member.session, '/subscription/subscribe', { planHandle: 'eos-one-monthly' })).statusCode,
    ).toBe(403);
    expect((await post(member.session, '/subscription/cancel', {})).statusCode).toBe(403);
    const stranger = await buildMember(app.db);
    expect((await post(owner.session, `/subscription/remove/${stranger.orgId}`, {})).statusCode).toBe(404);
    expect(fake.calls).toEqual([]);
  });
});

describe('seats, cancel, renew and remove on the Stripe subscription', () => {
  it('sends a paid licence given or taken as the new quantity, with prorations, as one recorded change', async () => {
    const { owner, observer, subscriptionId } = await subscribedTeam();
    const promoted = await call(owner.session, 'PUT', `/person/${observer.person.id}/role`, {
      role: 'Member',
      version: observer.person.version,
    });
    expect(promoted.statusCode).toBe(200);
    await seatsSynced(owner.orgId, 3);
    const [update] = callsOf(`POST /v1/subscriptions/${subscriptionId}`);
    expect(Object.fromEntries(update?.form ?? [])).toMatchObject({
      'items[0][quantity]': '3',
      proration_behavior: 'create_prorations',
    });
    expect(update?.idempotencyKey).toMatch(new RegExp(`^cairn:${owner.orgId}:`));
    expect(fake.subscriptions.get(subscriptionId)?.items.data[0]?.quantity).toBe(3);
    expect(await actionsOf(owner.orgId)).toContain('subscriptionSeatsChanged');

    fake.calls.length = 0;
    const demoted = await call(owner.session, 'PUT', `/person/${observer.person.id}/role`, {
      role: 'Observer',
      version: promoted.json().person.version,
    });
    expect(demoted.statusCode).toBe(200);
    await seatsSynced(owner.orgId, 2);
    expect(callsOf(`POST /v1/subscriptions/${subscriptionId}`)[0]?.form.get('items[0][quantity]')).toBe('2');
  });

  it('cancels and renews at the period’s end through cancel_at_period_end', async () => {
    const { owner, subscriptionId } = await subscribedTeam();
    const canceled = await post(owner.session, '/subscription/cancel', {});
    expect(canceled.json().subscription.status).toBe('PendingCancellation');
    expect(callsOf(`POST /v1/subscriptions/${subscriptionId}`)[0]?.form.get('cancel_at_period_end')).toBe(
      'true',
    );
    const renewed = await post(owner.session, '/subscription/renew', {});
    expect(renewed.json()).toMatchObject({
      subscription: { status: 'Active' },
      shouldRedirectToCheckout: false,
    });
    expect(callsOf(`POST /v1/subscriptions/${subscriptionId}`)[1]?.form.get('cancel_at_period_end')).toBe(
      'false',
    );
    expect(fake.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
  });

  it('keeps the row when Stripe refuses a cancel, and ends the subscription at Stripe on remove', async () => {
    const { owner, subscriptionId } = await subscribedTeam();
    fake.refuseNext(`POST /v1/subscriptions/${subscriptionId}`);
    const refused = await post(owner.session, '/subscription/cancel', {});
    expect(refused.statusCode).toBe(422);
    expect(firstMessage(refused).text).toBe(BILLING_TEXTS.unknownError);
    expect((await rowOf(owner.orgId))?.status).toBe('Active');
    const removed = await post(owner.session, `/subscription/remove/${owner.orgId}`, {});
    expect(removed.json().subscription.status).toBe('Removed');
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
  });

  it('ends a canceled subscription by Stripe’s webhook: the Owner alone keeps access; Removed stays Removed', async () => {
    const { owner, member, subscriptionId } = await subscribedTeam();
    // The end of an older subscription of the organisation changes nothing.
    expect((await deliverDeleted(owner.orgId, 'sub_older')).json().outcome).toBe('ignored');
    expect((await rowOf(owner.orgId))?.status).toBe('Active');
    expect((await post(owner.session, '/subscription/cancel', {})).statusCode).toBe(200);
    expect((await deliverDeleted(owner.orgId, subscriptionId)).json().outcome).toBe('applied');
    expect((await rowOf(owner.orgId))?.status).toBe('Canceled');
    const roleOf = async (id: string) =>
      (await app.db.select().from(people).where(eq(people.id, id)))[0]?.role;
    expect(await roleOf(member.person.id)).toBe('Observer');
    expect(await roleOf(owner.person.id)).toBe('Owner');

    const removed = await subscribedTeam();
    await post(removed.owner.session, `/subscription/remove/${removed.owner.orgId}`, {});
    expect((await deliverDeleted(removed.owner.orgId, removed.subscriptionId)).json().outcome).toBe(
      'ignored',
    );
    expect((await rowOf(removed.owner.orgId))?.status).toBe('Removed');
  });

  it('leaves renewals to Stripe: the lifecycle queues nothing for a period that has ended', async () => {
    const { owner } = await subscribedTeam();
    app.billing.kit.clock.advanceDays(40);
    expect(await queueBillingLifecycle({ db: app.db, jobs: app.jobs, billing: app.billing.kit })).toBe(0);
    await app.jobs.drain();
    expect(fake.calls).toEqual([]);
    expect((await rowOf(owner.orgId))?.status).toBe('Active');
    expect((await get(owner.session, '/subscription')).json().subscription.status).toBe('Active');
  });
});
