import { STRIPE_STATUS_TABLE } from '@cairn/domain/billing/stripe-status.fixtures';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingWebhookEvents } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { entityEvents, firstMessage, useTestApp } from '../../test/route-test.ts';
import subscriptionUpdated from './stripe-fixtures/customer.subscription.updated.json' with { type: 'json' };
import invoicePaid from './stripe-fixtures/invoice.paid.json' with { type: 'json' };

const SECRET = 'whsec_cairn_test_secret';
const { app, get, post } = useTestApp(async () => ({}), {
  billingProvider: 'stripe',
  stripe: {
    secretKey: 'sk_test_cairn',
    publishableKey: 'pk_test_cairn',
    webhookSecret: SECRET,
    apiBase: null,
  },
});

let sequence = 0;

/** The recorded subscription event for an organisation, with its own id, time and state. */
function subscriptionEvent(
  orgId: string,
  change: { status?: string; cancelAtPeriodEnd?: boolean; created?: number; type?: string } = {},
) {
  sequence += 1;
  const event = structuredClone(subscriptionUpdated);
  event.id = `evt_cairn_${orgId.slice(0, 8)}_${sequence}`;
  event.created = change.created ?? subscriptionUpdated.created + sequence;
  event.type = change.type ?? event.type;
  event.data.object.id = `sub_cairn_${orgId.slice(0, 8)}`;
  event.data.object.metadata.cairn_org_id = orgId;
  event.data.object.status = change.status ?? 'active';
  event.data.object.cancel_at_period_end = change.cancelAtPeriodEnd ?? false;
  return event;
}

/** Posts an event as Stripe does: the raw JSON and its `Stripe-Signature` made with a secret. */
function deliver(event: object, options: { secret?: string; timestamp?: number; sent?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = app.billing.kit.stripe?.client.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp,
  });
  return app.inject({
    method: 'POST',
    url: '/api/v2/billing/webhook',
    payload: options.sent ?? payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? '' },
  });
}

const storedEvents = async (orgId: string) =>
  app.db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.orgId, orgId));

describe('POST /billing/webhook (BILLING_PROVIDER=stripe)', () => {
  it('applies a signed subscription event: the mapped status, seats, period, one recorded change', async () => {
    const { org, session } = await buildMember(app.db);
    const res = await deliver(subscriptionEvent(org.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: true, outcome: 'applied' });
    expect((await get(session, '/subscription')).json().subscription).toMatchObject({
      status: 'Active',
      paymentStatus: 'Current',
      planHandle: 'eos-one-monthly',
      paidSeatCount: 3,
      currentPeriodEnd: new Date(1766995200 * 1000).toISOString(),
    });
    const changes = (await entityEvents(app.db, 'org', org.id)).filter(
      (e) => e.action === 'subscriptionSynced',
    );
    expect(changes).toHaveLength(1);
  });

  it('answers 400 to a forged, stale or missing signature and changes nothing', async () => {
    const { org, session } = await buildMember(app.db);
    const event = subscriptionEvent(org.id);
    const forged = await deliver(event, { secret: 'whsec_someone_else' });
    expect(forged.statusCode).toBe(400);
    expect(firstMessage(forged).id).toBe('WEBHOOK_SIGNATURE_INVALID');
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.statusCode).toBe(400);
    // Signed for one body, sent with another (the same JSON re-spaced): the raw bytes are checked.
    const respaced = await deliver(event, { sent: JSON.stringify(event, null, 2) });
    expect(respaced.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/v2/billing/webhook',
      payload: JSON.stringify({ ...event, type: 'customer.subscription.deleted' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await storedEvents(org.id)).map((row) => row.id)).not.toContain(event.id);
    expect((await get(session, '/subscription')).json().subscription.status).toBe('None');
    expect(await storedEvents(org.id)).toEqual([]);
  });

  it('handles a replayed event once', async () => {
    const { org } = await buildMember(app.db);
    const event = subscriptionEvent(org.id, { status: 'past_due' });
    expect((await deliver(event)).json().outcome).toBe('applied');
    expect((await deliver(event)).json().outcome).toBe('duplicate');
    expect(await storedEvents(org.id)).toHaveLength(1);
    const changes = (await entityEvents(app.db, 'org', org.id)).filter(
      (e) => e.action === 'subscriptionSynced',
    );
    expect(changes).toHaveLength(1);
  });

  it('keeps the newer state when an older event arrives after it', async () => {
    const { org, session } = await buildMember(app.db);
    const older = subscriptionEvent(org.id, { status: 'active', created: 1764400000 });
    const newer = subscriptionEvent(org.id, {
      status: 'canceled',
      created: 1764400100,
      type: 'customer.subscription.deleted',
    });
    expect((await deliver(newer)).json().outcome).toBe('applied');
    expect((await deliver(older)).json().outcome).toBe('stale');
    expect((await get(session, '/subscription')).json().subscription).toMatchObject({
      status: 'Canceled',
      paymentStatus: 'None',
    });
  });

  it.each(STRIPE_STATUS_TABLE)(
    'maps %s (cancel at period end %s) to %s / %s',
    async (state, atEnd, status, paymentStatus) => {
      const { org, session } = await buildMember(app.db);
      await deliver(subscriptionEvent(org.id, { status: state, cancelAtPeriodEnd: atEnd }));
      expect((await get(session, '/subscription')).json().subscription).toMatchObject({
        status,
        paymentStatus,
      });
    },
  );

  it('keeps Stripe’s invoice once, Failed then Paid, with its hosted page and live invoice events', async () => {
    const { org, session } = await buildMember(app.db);
    await deliver(subscriptionEvent(org.id));
    const invoiceEvent = (type: string, id: string) => {
      const event = structuredClone(invoicePaid);
      event.id = `${id}_${org.id.slice(0, 8)}`;
      event.type = type;
      event.data.object.id = `in_cairn_${org.id.slice(0, 8)}`;
      if (event.data.object.parent.subscription_details)
        event.data.object.parent.subscription_details.metadata.cairn_org_id = org.id;
      return event;
    };
    expect((await deliver(invoiceEvent('invoice.payment_failed', 'evt_failed'))).json().outcome).toBe(
      'applied',
    );
    expect((await get(session, '/invoice')).json().invoices).toMatchObject([{ invoiceStatus: 'Failed' }]);
    const paid = invoiceEvent('invoice.paid', 'evt_paid');
    expect((await deliver(paid)).json().outcome).toBe('applied');
    expect((await deliver(paid)).json().outcome).toBe('duplicate');
    const { invoices } = (await get(session, '/invoice')).json();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      invoiceStatus: 'Paid',
      totalAmount: 4871,
      source: 'stripe',
      hostedInvoiceUrl: invoicePaid.data.object.hosted_invoice_url,
    });
    const recorded = await entityEvents(app.db, 'invoice', invoices[0].id);
    expect(recorded.map((e) => e.action)).toEqual(['created', 'updated']);
  });

  it('stores and ignores events it does not act on, and subscriptions of no organisation here', async () => {
    expect((await deliver(invoicePaid)).json().outcome).toBe('ignored');
    expect((await deliver(invoicePaid)).json().outcome).toBe('duplicate');
    const stranger = subscriptionEvent('6f1c2b8e-0000-4000-8000-000000000000');
    expect((await deliver(stranger)).json().outcome).toBe('ignored');
  });

  it('keeps card numbers out: payment/token refuses, and the billing rules stay (401, 403)', async () => {
    const { org, session } = await buildMember(app.db);
    const token = await post(session, '/payment/token', {
      cardNumber: '4242424242424242',
      expiryMonth: 12,
      expiryYear: 2030,
      securityCode: '123',
      nameOnCard: 'Olive Owner',
    });
    expect(token.statusCode).toBe(422);
    expect((await get(session, '/session')).json().subscription.stripePublishableKey).toBe('pk_test_cairn');
    expect(firstMessage(token).id).toBe('CARD_TOKEN_IN_BROWSER');
    const member = await buildMember(app.db, 'Member', org.id);
    expect((await get(member.session, '/subscription')).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/v2/subscription' });
    expect(anonymous.statusCode).toBe(401);
  });
});
