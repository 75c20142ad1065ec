import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingSubscriptions } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { entityEvents, firstMessage, useTestApp } from '../../test/route-test.ts';
import { addAndInvite } from '../people/invitations.test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const { app, get } = useTestApp(async () => ({}), { billingProvider: 'test' });

describe('the free trial (001 §4, §9)', () => {
  it('starts on the first invite when the status is None, for 30 days, once', async () => {
    const { org, session } = await buildMember(app.db);
    expect((await get(session, '/subscription')).json().subscription).toMatchObject({
      status: 'None',
      trialEndsAt: null,
      seatCount: 1,
    });
    const before = app.billing.kit.clock.now().getTime();
    expect((await addAndInvite(app, session, [{ email: `a-${org.id}@acme.test` }])).statusCode).toBe(200);
    const { subscription } = (await get(session, '/subscription')).json();
    expect(subscription.status).toBe('Trial');
    const ends = new Date(subscription.trialEndsAt).getTime();
    expect(ends - before).toBeGreaterThanOrEqual(30 * DAY_MS - 1000);
    expect(ends - before).toBeLessThan(30 * DAY_MS + 60_000);
    expect(subscription.seatCount).toBe(2);

    await addAndInvite(app, session, [{ email: `b-${org.id}@acme.test` }]);
    expect((await get(session, '/subscription')).json().subscription.trialEndsAt).toBe(
      subscription.trialEndsAt,
    );
    expect(
      (await entityEvents(app.db, 'org', org.id)).filter((e) => e.action === 'trialStarted'),
    ).toHaveLength(1);
  });

  it('starts nothing when the invitation is refused', async () => {
    const { org, session } = await buildMember(app.db);
    const refused = await addAndInvite(app, session, [{ email: 'not-an-email' }]);
    expect(refused.statusCode).toBe(422);
    const rows = await app.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.orgId, org.id));
    expect(rows).toEqual([]);
  });

  it('counts the trial from billing’s clock, which the tests move', async () => {
    const { org, session } = await buildMember(app.db);
    app.billing.kit.clock.advanceDays(10);
    try {
      await addAndInvite(app, session, [{ email: `c-${org.id}@acme.test` }]);
      const { subscription } = (await get(session, '/subscription')).json();
      expect(new Date(subscription.trialEndsAt).getTime() - Date.now()).toBeGreaterThan(39 * DAY_MS);
    } finally {
      app.billing.kit.clock.reset();
    }
  });
});

describe('BILLING_PROVIDER=none', () => {
  const none = useTestApp(async (db) => buildMember(db), { billingProvider: 'none' });

  it('answers every billing call 404 BILLING_OFF and starts no trial on invite', async () => {
    const { session, org } = none.team;
    for (const [method, url] of [
      ['GET', '/subscription'],
      ['GET', '/payment/plans'],
      ['POST', '/payment/token'],
      ['POST', '/subscription/subscribe'],
      ['GET', '/invoice'],
      ['POST', '/billing/webhook'],
    ] as const) {
      const res = await none.call(session, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(firstMessage(res).id).toBe('BILLING_OFF');
    }
    expect((await addAndInvite(none.app, session, [{ email: `d-${org.id}@acme.test` }])).statusCode).toBe(
      200,
    );
    const rows = await none.app.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.orgId, org.id));
    expect(rows).toEqual([]);
  });

  it('is carried by the session: the days left, the expiry (001 §4) and one paid person’s price', async () => {
    const { org, session } = await buildMember(app.db);
    expect((await get(session, '/session')).json().subscription).toEqual({
      isBillingOn: true,
      status: 'None',
      paymentStatus: 'None',
      trialDaysRemaining: null,
      isTrialExpired: false,
      currentPeriodEnd: null,
      pricePerPaidPersonCents: 1500,
      currencyCode: 'USD',
    });
    await addAndInvite(app, session, [{ email: `d-${org.id}@acme.test` }]);
    expect((await get(session, '/session')).json().subscription).toMatchObject({
      status: 'Trial',
      trialDaysRemaining: 29,
      isTrialExpired: false,
    });
    app.billing.kit.clock.advanceDays(29.5);
    try {
      expect((await get(session, '/session')).json().subscription).toMatchObject({
        status: 'Trial',
        trialDaysRemaining: 0,
        isTrialExpired: true,
      });
    } finally {
      app.billing.kit.clock.reset();
    }
  });
});
