import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { billingInvoices, billingPaymentMethods, billingSubscriptions } from '../../db/schema/index.ts';
import { buildMember, buildTeam } from '../../test/factories.ts';
import { countOrgRows, entityEvents, firstMessage, useTestApp } from '../../test/route-test.ts';
import { addCard, cardFields, TEXAS } from './billing.test-support.ts';

const { app, team, call, get, post } = useTestApp(buildTeam, { billingProvider: 'test' });

describe('who may call billing (001 §6)', () => {
  it('answers 401 without a session and 403 for an Admin, Member or Observer without Update|Billing', async () => {
    expect((await get(null, '/subscription')).statusCode).toBe(401);
    for (const who of [team.admin, team.member, team.observer]) {
      expect((await get(who.session, '/subscription')).statusCode).toBe(403);
      expect((await post(who.session, '/payment/token', cardFields())).statusCode).toBe(403);
    }
  });

  it('lets a paid person the Owner granted Update|Billing in', async () => {
    const granted = await call(
      team.owner.session,
      'PUT',
      `/person/${team.manager.person.id}/permission/billing`,
    );
    expect(granted.statusCode).toBe(200);
    expect((await get(team.manager.session, '/payment/methods')).statusCode).toBe(200);
    await call(team.owner.session, 'DELETE', `/person/${team.manager.person.id}/permission/billing`);
    expect((await get(team.manager.session, '/payment/methods')).statusCode).toBe(403);
  });
});

describe('plans, tax and tokens', () => {
  it('lists the default plans in cents', async () => {
    const res = await get(team.owner.session, '/payment/plans');
    expect(res.json()).toMatchObject({
      currencyCode: 'USD',
      paymentPlans: [
        { handle: 'eos-one-monthly', priceInCents: 1500 },
        { handle: 'eos-one-annual', priceInCents: 15000 },
      ],
    });
  });

  it.each([
    [{ countryCode: 'US', stateOrProvince: 'TX' }, 825],
    [{ countryCode: 'GB' }, 2000],
    [{ countryCode: 'DE', stateOrProvince: 'BE' }, 1900],
    [{ countryCode: 'US', stateOrProvince: 'NY' }, 0],
  ])('taxes 10000 cents for %j as %i', async (address, taxAmount) => {
    const res = await post(team.owner.session, '/payment/calculate-tax', { subTotal: 10000, address });
    expect(res.json().taxAmount).toBe(taxAmount);
  });

  it('answers a token for the approved card and the spec-style refusals for the others', async () => {
    expect((await post(team.owner.session, '/payment/token', cardFields())).json().token).toMatch(
      /^tok_test_visa_4242_/,
    );
    const declined = await post(team.owner.session, '/payment/token', cardFields('4000000000000002'));
    expect(declined.statusCode).toBe(422);
    expect(firstMessage(declined)).toEqual({
      field: 'cardNumber',
      id: 'CARD_DECLINED',
      text: 'Your card was declined.',
    });
    const poor = await post(team.owner.session, '/payment/token', cardFields('4000000000009995'));
    expect(firstMessage(poor).id).toBe('CARD_INSUFFICIENT_FUNDS');
    const empty = await post(team.owner.session, '/payment/token', {
      cardNumber: '',
      expiryMonth: '',
      securityCode: '',
    });
    expect(empty.statusCode).toBe(422);
    const fields = Object.fromEntries(
      empty.json().messages.map((m: { field: string; text: string }) => [m.field, m.text]),
    );
    expect(fields).toMatchObject({
      cardNumber: 'Required',
      expiryMonth: 'Required',
      expiryYear: 'Required',
      securityCode: 'Required',
      nameOnCard: 'Required',
    });
  });
});

describe('cards and billing addresses', () => {
  it('adds cards (the first is primary), switches the primary, keeps it from removal, edits an address', async () => {
    const { session, org } = await buildMember(app.db);
    const first = await addCard(call, session);
    expect(first.isPrimary).toBe(true);
    const second = await addCard(call, session, {
      ...TEXAS,
      countryCode: 'GB',
      stateOrProvince: 'London',
      postalCode: 'SW1A 1AA',
    });
    expect(second.isPrimary).toBe(false);

    const switched = await post(session, `/payment/primary/${second.id}`, {});
    expect(
      switched.json().paymentProfiles.map((p: { id: string; isPrimary: boolean }) => [p.id, p.isPrimary]),
    ).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const refused = await call(session, 'DELETE', `/payment/${second.id}`);
    expect(refused.statusCode).toBe(422);
    expect((await call(session, 'DELETE', `/payment/${first.id}`)).json().paymentProfiles).toHaveLength(1);

    const moved = await post(session, `/payment/billing-address/${second.id}`, {
      address: { ...TEXAS, postalCode: '78701-1234' },
    });
    expect(moved.json().billingAddress.address).toMatchObject({ postalCode: '78701-1234', addressLine2: '' });
    expect((await get(session, `/payment/billing-address/${second.id}`)).json().billingAddress.id).toBe(
      second.id,
    );
    expect((await entityEvents(app.db, 'org', org.id)).map((e) => e.action)).toEqual([
      'paymentMethodAdded',
      'paymentMethodAdded',
      'primaryPaymentMethodChanged',
      'paymentMethodRemoved',
      'billingAddressChanged',
    ]);
  });

  it('answers 422 per field for a bad address and an unknown token, and stores nothing', async () => {
    const { session, org } = await buildMember(app.db);
    const bad = await post(session, '/payment/add', {
      token: 'tok_test_visa_4242_122030',
      address: { ...TEXAS, postalCode: '787' },
    });
    expect(bad.statusCode).toBe(422);
    expect(firstMessage(bad)).toEqual({
      field: 'address.postalCode',
      id: 'VAL_INVALID_ZIP_CODE',
      text: 'Invalid Zip Code',
    });
    const canada = await post(session, '/payment/add', {
      token: 'tok_test_visa_4242_122030',
      address: { ...TEXAS, countryCode: 'CA', stateOrProvince: 'ON', postalCode: 'D1A 1A1' },
    });
    expect(firstMessage(canada)).toMatchObject({
      field: 'address.postalCode',
      id: 'VAL_INVALID_POSTAL_CODE',
    });
    const forged = await post(session, '/payment/add', { token: 'tok_live_forged', address: TEXAS });
    expect(firstMessage(forged)).toMatchObject({ field: 'token' });
    expect(await countOrgRows(app.db, billingPaymentMethods, org.id)).toBe(0);
  });

  it("answers 404 for another organisation's card", async () => {
    const other = await buildMember(app.db);
    const card = await addCard(call, other.session);
    expect((await post(team.owner.session, `/payment/primary/${card.id}`, {})).statusCode).toBe(404);
    expect((await call(team.owner.session, 'DELETE', `/payment/${card.id}`)).statusCode).toBe(404);
    expect((await get(team.owner.session, `/payment/billing-address/${card.id}`)).statusCode).toBe(404);
    expect(
      (await post(team.owner.session, `/payment/billing-address/${card.id}`, { address: TEXAS })).statusCode,
    ).toBe(404);
    expect((await get(other.session, '/payment/methods')).json().paymentProfiles).toHaveLength(1);
  });
});

describe('checkout, invoices, cancel, renew, remove', () => {
  it('subscribes with a coupon: price x paid people, 20% off, Texas tax; one invoice, live events', async () => {
    const { owner, orgId } = team;
    await addCard(call, owner.session);
    const live = vi.spyOn(app.live, 'entity');
    const res = await post(owner.session, '/subscription/subscribe', {
      planHandle: 'eos-one-monthly',
      couponCodes: ['WELCOME20'],
    });
    expect(res.statusCode).toBe(200);
    // Owner, Admin, Manager and Member hold paid licences (the pending Member too): 5 seats.
    const seats = res.json().subscription.seatCount;
    expect(res.json().subscription).toMatchObject({
      status: 'Active',
      paymentStatus: 'Current',
      planHandle: 'eos-one-monthly',
      paidSeatCount: seats,
      couponCodes: ['WELCOME20'],
    });
    const [invoice] = (await get(owner.session, '/invoice')).json().invoices;
    const subTotal = 1500 * seats;
    const discount = Math.round(subTotal * 0.2);
    expect(invoice).toMatchObject({
      subTotal,
      discountAmount: discount,
      taxAmount: Math.round((subTotal - discount) * 0.0825),
      totalAmount: subTotal - discount + Math.round((subTotal - discount) * 0.0825),
      invoiceStatus: 'Paid',
      source: 'test',
    });
    expect((await get(owner.session, `/invoice?ids=${invoice.id}`)).json().invoices).toHaveLength(1);
    expect(live).toHaveBeenCalledWith('Updated', expect.objectContaining({ type: 'org', entityId: orgId }));
    expect(live).toHaveBeenCalledWith(
      'Added',
      expect.objectContaining({ type: 'invoice', entityId: invoice.id }),
      [owner.person.id],
    );

    const canceled = await post(owner.session, '/subscription/cancel', {});
    expect(canceled.json().subscription.status).toBe('PendingCancellation');
    expect((await post(owner.session, '/subscription/cancel', {})).statusCode).toBe(409);
    const renewed = await post(owner.session, '/subscription/renew', {});
    expect(renewed.json()).toMatchObject({
      shouldRedirectToCheckout: false,
      subscription: { status: 'Active' },
    });
    expect(await countOrgRows(app.db, billingInvoices, orgId)).toBe(1);
    expect((await entityEvents(app.db, 'org', orgId)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['subscribed', 'subscriptionCanceled', 'subscriptionRenewed']),
    );
  });

  it('refuses an unknown plan, an expired coupon and a missing card, changing nothing', async () => {
    const { session, org } = await buildMember(app.db);
    const noCard = await post(session, '/subscription/subscribe', { planHandle: 'eos-one-monthly' });
    expect(firstMessage(noCard)).toMatchObject({ field: 'paymentMethod' });
    await addCard(call, session);
    const unknown = await post(session, '/subscription/subscribe', { planHandle: 'eos-one-forever' });
    expect(unknown.statusCode).toBe(422);
    expect(firstMessage(unknown).field).toBe('planHandle');
    const expired = await post(session, '/subscription/subscribe', {
      planHandle: 'eos-one-annual',
      couponCodes: ['EXPIRED'],
    });
    expect(firstMessage(expired)).toEqual({
      field: 'couponCodes.0',
      id: 'COUPON_EXPIRED',
      text: 'This coupon has expired.',
    });
    expect(await countOrgRows(app.db, billingInvoices, org.id)).toBe(0);
    expect((await get(session, '/subscription')).json().subscription.status).toBe('None');
  });

  it('applies coupons, renews to checkout without a paid plan, removes only its own subscription', async () => {
    const { session, org } = await buildMember(app.db);
    expect((await post(session, '/subscription/apply-coupon/welcome20', {})).json().couponCodes).toEqual([
      'WELCOME20',
    ]);
    expect(firstMessage(await post(session, '/subscription/apply-coupon/WELCOME20', {})).field).toBe('code');
    expect(firstMessage(await post(session, '/subscription/apply-coupon/NOPE', {})).id).toBe(
      'COUPON_UNKNOWN',
    );
    expect((await post(session, '/subscription/renew', {})).json().shouldRedirectToCheckout).toBe(true);
    expect((await post(session, `/subscription/remove/${team.orgId}`, {})).statusCode).toBe(404);
    const removed = await post(session, `/subscription/remove/${org.id}`, {});
    expect(removed.json().subscription).toMatchObject({ status: 'Removed', planHandle: null });
    const [row] = await app.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.orgId, org.id));
    expect(row.status).toBe('Removed');
  });

  it('reads and sets the account email (the Owner’s until set), 422 for a bad one', async () => {
    const { session, user } = await buildMember(app.db);
    expect((await get(session, '/subscription/customer')).json().customer.email).toBe(user.email);
    const bad = await post(session, '/subscription/customer', { email: 'nope' });
    expect(firstMessage(bad)).toMatchObject({ field: 'email', text: 'Invalid Email' });
    await post(session, '/subscription/customer', { email: 'billing@acme.test' });
    expect((await get(session, '/subscription/customer')).json().customer.email).toBe('billing@acme.test');
  });

  it("hides another organisation's invoices", async () => {
    const other = await buildMember(app.db);
    await addCard(call, other.session);
    await post(other.session, '/subscription/subscribe', { planHandle: 'eos-one-annual' });
    const [invoice] = (await get(other.session, '/invoice')).json().invoices;
    expect(invoice.totalAmount).toBe(15000 + Math.round(15000 * 0.0825));
    expect((await get(team.owner.session, `/invoice?ids=${invoice.id}`)).json().invoices).toEqual([]);
  });
});
