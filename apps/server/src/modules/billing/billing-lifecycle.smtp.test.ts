import { TEST_CARDS } from '@cairn/domain/billing/test-provider';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { billingInvoices, people } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { callAs, entityEvents, firstMessage, type TSession } from '../../test/route-test.ts';
import { quotedPrintableText } from '../../test/smtp-sink.ts';
import { useSmtpTestApp } from '../../test/smtp-test-app.ts';
import { addCard, cardFields, TEXAS, trialTeam } from './billing.test-support.ts';
import { queueBillingLifecycle } from './index.ts';

const { app, sink } = useSmtpTestApp({ billingProvider: 'test', appUrl: 'http://cairn.test' });
const call = (session: TSession, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  callAs(app, session, method, url, payload);

afterEach(() => app.billing.kit.clock.reset());

/** Moves billing's clock, queues what is due and runs it (the worker may claim a job first: poll after). */
async function after(days: number) {
  app.billing.kit.clock.advanceDays(days);
  const queued = await queueBillingLifecycle({ db: app.db, jobs: app.jobs, billing: app.billing.kit });
  await app.jobs.drain();
  return queued;
}
const DAY_MS = 24 * 60 * 60 * 1000;
/** Days from billing's now to the subscription's period end, plus `extra`. */
async function daysToPeriodEnd(session: TSession, extra: number) {
  const end = new Date((await subscriptionOf(session)).currentPeriodEnd as string).getTime();
  return (end - app.billing.kit.clock.now().getTime()) / DAY_MS + extra;
}
const subscriptionOf = async (session: TSession) =>
  (await call(session, 'GET', '/subscription')).json().subscription as Record<string, unknown>;
const mailsTo = (email: string, subject: RegExp) =>
  sink.received.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));

describe('the trial’s reminders and expiry (001 §4, issue 29)', () => {
  it('mails 7 and 1 days before, once each; at expiry read-only for all but the Owner until someone pays', async () => {
    const { owner, member } = await trialTeam(app);
    const email = owner.user.email;
    expect(await after(22)).toBeGreaterThanOrEqual(0);
    expect(mailsTo(email, /ends on/)).toHaveLength(0);

    await after(1.5); // 6.5 days left
    await sink.waitFor(email, (mail) => /ends on/.test(mail.subject));
    await after(0.1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email, /ends on/)).toHaveLength(1);

    await after(5.6); // 0.8 days left: the last reminder, and the spec's expiry (< 1 day)
    await expect.poll(() => mailsTo(email, /ends on/).length, { timeout: 10_000 }).toBe(2);
    const refused = await call(member.session, 'POST', '/todos', {});
    expect(refused.statusCode).toBe(403);
    expect(firstMessage(refused).id).toBe('SUBSCRIPTION_TRIAL_EXPIRED');
    expect((await call(owner.session, 'POST', '/todos', {})).statusCode).toBe(422);
    expect((await call(member.session, 'GET', '/session')).json().subscription).toMatchObject({
      status: 'Trial',
      isTrialExpired: true,
    });

    await after(1); // past the end: Suspended, the Owner mailed once
    await expect
      .poll(async () => (await subscriptionOf(owner.session)).status, { timeout: 10_000 })
      .toBe('Suspended');
    await sink.waitFor(email, (mail) => /has ended/.test(mail.subject));
    expect((await entityEvents(app.db, 'org', owner.org.id)).map((e) => e.action)).toContain('trialExpired');
    expect((await call(member.session, 'POST', '/todos', {})).statusCode).toBe(403);

    await addCard(call, owner.session);
    expect(
      (await call(owner.session, 'POST', '/subscription/subscribe', { planHandle: 'eos-one-monthly' }))
        .statusCode,
    ).toBe(200);
    expect((await call(member.session, 'POST', '/todos', {})).statusCode).toBe(422);
  });
});

describe('renewals, dunning and cancellation at the period’s end (001 §4, issue 29)', () => {
  it('renews a paid period at its end for the people paid now, with an invoice', async () => {
    const { owner } = await trialTeam(app);
    await addCard(call, owner.session);
    await call(owner.session, 'POST', '/subscription/subscribe', { planHandle: 'eos-one-monthly' });
    const first = await subscriptionOf(owner.session);
    await buildMember(app.db, 'Member', owner.org.id); // a seat added during the period
    await after(await daysToPeriodEnd(owner.session, 0.5));
    await expect
      .poll(async () => (await subscriptionOf(owner.session)).currentPeriodEnd, { timeout: 10_000 })
      .not.toBe(first.currentPeriodEnd);
    const renewed = await subscriptionOf(owner.session);
    // Owner, Member, the invitee and the Member added during the period.
    expect(renewed).toMatchObject({ status: 'Active', paymentStatus: 'Current', paidSeatCount: 4 });
    const invoices = (await call(owner.session, 'GET', '/invoice')).json().invoices;
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({
      invoiceStatus: 'Paid',
      seatCount: 4,
      subTotal: 6000,
      taxAmount: 495,
    });
    await after(1);
    expect((await call(owner.session, 'GET', '/invoice')).json().invoices).toHaveLength(2);
  });

  it('retries a refused renewal with dunning mails, then fails; Renew then sends to checkout', async () => {
    const { owner } = await trialTeam(app);
    await addCard(call, owner.session);
    await call(owner.session, 'POST', '/subscription/subscribe', { planHandle: 'eos-one-monthly' });
    const token = (
      await call(owner.session, 'POST', '/payment/token', cardFields(TEST_CARDS.chargeDeclined))
    ).json().token;
    await call(owner.session, 'POST', '/payment/add', { token, address: TEXAS, isPrimary: true });
    const email = owner.user.email;

    const failedCount = async () =>
      (
        await app.db
          .select()
          .from(billingInvoices)
          .where(and(eq(billingInvoices.orgId, owner.org.id), eq(billingInvoices.status, 'Failed')))
      ).length;
    await after(await daysToPeriodEnd(owner.session, 0.2));
    await expect
      .poll(async () => (await subscriptionOf(owner.session)).paymentStatus, { timeout: 10_000 })
      .toBe('FailedWillRetry');
    const retryMail = await sink.waitFor(email, (mail) => /could not charge/.test(mail.subject));
    // The amount refused, written the reader's way (English here: one person at $15 a month).
    expect(quotedPrintableText(retryMail.raw)).toMatch(
      /We could not charge \$\d+\.\d{2} for the subscription/,
    );
    await after(0.1); // the first retry is a day after the period's end
    expect(await failedCount()).toBe(1);
    for (const [index, days] of [1, 2, 2].entries()) {
      await after(days);
      await expect.poll(failedCount, { timeout: 10_000 }).toBe(index + 2);
    }
    await expect
      .poll(async () => (await subscriptionOf(owner.session)).status, { timeout: 10_000 })
      .toBe('Failed');
    expect((await subscriptionOf(owner.session)).paymentStatus).toBe('Failed');
    await sink.waitFor(email, (mail) => /has stopped/.test(mail.subject));
    expect(mailsTo(email, /could not charge/)).toHaveLength(3);
    expect((await call(owner.session, 'POST', '/subscription/renew')).json().shouldRedirectToCheckout).toBe(
      true,
    );
    await after(10);
    expect(await failedCount()).toBe(4);
  });

  it('ends a cancellation at the period’s end: the Owner keeps access, everyone else is a Free Observer', async () => {
    const { owner, member } = await trialTeam(app);
    await addCard(call, owner.session);
    await call(owner.session, 'POST', '/subscription/subscribe', { planHandle: 'eos-one-monthly' });
    await call(owner.session, 'POST', '/subscription/cancel');
    await after(10);
    expect((await subscriptionOf(owner.session)).status).toBe('PendingCancellation');
    await after(await daysToPeriodEnd(owner.session, 0.5));
    await expect
      .poll(async () => (await subscriptionOf(owner.session)).status, { timeout: 10_000 })
      .toBe('Canceled');
    const roles = await app.db
      .select({ id: people.id, role: people.role })
      .from(people)
      .where(eq(people.orgId, owner.org.id));
    expect(roles.find((p) => p.id === owner.person.id)?.role).toBe('Owner');
    expect(roles.filter((p) => p.id !== owner.person.id).every((p) => p.role === 'Observer')).toBe(true);
    expect((await entityEvents(app.db, 'person', member.person.id)).map((e) => e.action)).toContain(
      'roleChanged',
    );
    expect((await call(owner.session, 'GET', '/invoice')).json().invoices).toHaveLength(1);
  });
});
