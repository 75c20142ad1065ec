import { dunningRetryAt, isLastAttempt, type TLifecycleStep } from '@cairn/domain/billing/billing-lifecycle';
import { periodEnd } from '@cairn/domain/billing/billing-rules';
import { EMPTY_ID } from '@cairn/domain/errors';
import { utcDateOf } from '@cairn/domain/items/calendar-date';
import type { FastifyInstance } from 'fastify';
import type { TDbOrTx } from '../../db/client.ts';
import type { TRecord } from '../../db/run-change.ts';
import { orgTermsOf, translatorFor } from '../languages/index.ts';
import { billingLink, billingMail, type TBillingMailFacts, type TBillingMailKind } from './billing.mails.ts';
import {
  billingManagerIds,
  countPaidPeople,
  findInvoiceByKey,
  findPrimaryPaymentMethod,
  insertInvoice,
  type TSubscriptionRow,
} from './billing.repository.ts';
import { billingManagerContacts, makeFreeObservers } from './lifecycle.repository.ts';
import { priceOfPeriod } from './pricing.ts';
import { type TBillingDeps, transition } from './subscription.service.ts';

export type TLifecycleDeps = TBillingDeps &
  Pick<FastifyInstance, 'mailer' | 'languagePacks' | 'config'> & { live: FastifyInstance['live'] };

/** The lifecycle acts for nobody: its events rows carry the empty actor, like other system changes. */
const systemActor = (orgId: string) => ({ userId: EMPTY_ID, orgId });

/** Mails the Owner and the people with `Update|Billing`, each in their language (in `tx` when given). */
async function mailManagers(
  deps: TLifecycleDeps,
  orgId: string,
  kind: TBillingMailKind,
  facts: Pick<TBillingMailFacts, 'date' | 'amount'>,
  tx?: TDbOrTx,
) {
  const link = billingLink(deps.config.appUrl, orgId);
  const terms = await orgTermsOf(tx ?? deps.db, orgId);
  for (const contact of await billingManagerContacts(tx ?? deps.db, orgId)) {
    const tr = translatorFor(deps.languagePacks, contact.locale ?? 'en', terms);
    await deps.mailer.send(
      billingMail(kind, { to: contact.email, orgName: contact.orgName, link, ...facts }, tr),
      {
        tx,
      },
    );
  }
}

/** The invoice of a renewal attempt, recorded with its live `invoice` event to the billing managers. */
async function recordInvoice(tx: TDbOrTx, record: TRecord, values: Parameters<typeof insertInvoice>[1]) {
  const invoice = await insertInvoice(tx, values);
  await record({
    entityType: 'invoice',
    entityId: invoice.id,
    action: 'created',
    data: { totalAmount: values.totalAmount, status: values.status, planHandle: values.planHandle },
    live: { verb: 'Added', readers: await billingManagerIds(tx, values.orgId) },
  });
}

/**
 * The renewal charge at the period's end (or a dunning retry): the plan's price for the people who
 * hold a paid licence now (seats added or removed during the period are billed from here on), less
 * running coupons, plus tax. Paid: a new period and invoice. Refused: a Failed invoice that counts
 * the attempt, `FailedWillRetry` and a mail; after the last retry the subscription is Failed.
 */
async function renew(deps: TLifecycleDeps, row: TSubscriptionRow, attempt: number, now: Date) {
  const { provider, plans } = deps.billing;
  const start = row.currentPeriodEnd;
  const plan = plans.paymentPlans.find((candidate) => candidate.handle === row.planHandle);
  if (!provider || !start || !plan) return;
  const idempotencyKey = `renewal:${row.orgId}:${start.toISOString()}:${attempt}`;
  if (await findInvoiceByKey(deps.db, row.orgId, idempotencyKey)) return;
  const card = await findPrimaryPaymentMethod(deps.db, row.orgId);
  const seats = Math.max(1, await countPaidPeople(deps.db, row.orgId));
  const price = card
    ? await priceOfPeriod(provider, { plan, seats, coupons: row.coupons, address: card.address, now })
    : {
        subTotal: plan.priceInCents * seats,
        discountAmount: 0,
        taxAmount: 0,
        totalAmount: plan.priceInCents * seats,
      };
  const charged = card
    ? await provider.charge({
        amountCents: price.totalAmount,
        currencyCode: plans.currencyCode,
        cardToken: card.providerToken,
        description: `${plan.handle} x ${seats} (renewal)`,
        idempotencyKey,
      })
    : null;
  const end = periodEnd(start, plan.interval);
  const isPaid = Boolean(charged?.ok);
  const isLast = isLastAttempt(attempt);
  const invoice = {
    orgId: row.orgId,
    idempotencyKey,
    status: isPaid ? ('Paid' as const) : ('Failed' as const),
    source: provider.name,
    providerRef: charged?.ok ? charged.reference : null,
    hostedUrl: charged?.ok ? charged.hostedUrl : null,
    currencyCode: plans.currencyCode,
    planHandle: plan.handle,
    seatCount: seats,
    ...price,
    issueDate: utcDateOf(now),
    dueDate: utcDateOf(start),
    periodStart: start,
    periodEnd: end,
  };
  const unchanged = (fresh: TSubscriptionRow | undefined) =>
    fresh?.status === 'Active' && fresh.currentPeriodEnd?.getTime() === start.getTime();
  await transition(
    deps,
    systemActor(row.orgId),
    isPaid ? 'periodRenewed' : 'paymentFailed',
    (fresh) => {
      if (!unchanged(fresh)) return null;
      if (isPaid)
        return {
          paymentStatus: 'Current',
          currentPeriodStart: start,
          currentPeriodEnd: end,
          paidSeatCount: seats,
        };
      return isLast ? { status: 'Failed', paymentStatus: 'Failed' } : { paymentStatus: 'FailedWillRetry' };
    },
    async (tx, record) => {
      await recordInvoice(tx, record, invoice);
      if (isPaid) return;
      const amount = { cents: price.totalAmount, currencyCode: plans.currencyCode };
      const nextTry = dunningRetryAt(start, attempt + 1) ?? undefined;
      await mailManagers(
        deps,
        row.orgId,
        isLast ? 'paymentFailed' : 'paymentRetry',
        { amount, date: nextTry },
        tx,
      );
    },
  );
}

/**
 * 001 §4, when a subscription has ended: everyone but the Owner becomes a Free Observer, each a
 * recorded role change. Answers who changed (their live rooms follow the role after the commit).
 */
export async function recordFreeObservers(tx: TDbOrTx, record: TRecord, orgId: string): Promise<string[]> {
  const changed: string[] = [];
  for (const person of await makeFreeObservers(tx, orgId)) {
    changed.push(person.id);
    await record({
      entityType: 'person',
      entityId: person.id,
      action: 'roleChanged',
      data: { before: person.role, after: 'Observer', reason: 'subscriptionEnded' },
      live: { verb: 'Updated', personIds: [person.id] },
    });
  }
  return changed;
}

/**
 * 001 §4: a cancellation takes effect at the period's end: the subscription is Canceled, the Owner
 * keeps single-user access and everyone else becomes a Free Observer (each a recorded role change).
 */
async function endCancellation(deps: TLifecycleDeps, row: TSubscriptionRow) {
  const changed: string[] = [];
  await transition(
    deps,
    systemActor(row.orgId),
    'subscriptionEnded',
    (fresh) =>
      fresh?.status === 'PendingCancellation'
        ? {
            status: 'Canceled',
            paymentStatus: 'None',
            planHandle: null,
            currentPeriodStart: null,
            currentPeriodEnd: null,
            paidSeatCount: 0,
          }
        : null,
    async (tx, record) => {
      changed.push(...(await recordFreeObservers(tx, record, row.orgId)));
    },
  );
  // The role decides which meetings a person sees: their live rooms follow the new role.
  for (const personId of changed) await deps.live.syncPersonRooms(row.orgId, personId);
}

/** Runs one due step of the organisation's subscription (the job re-checked that it is still due). */
export async function runLifecycleStep(
  deps: TLifecycleDeps,
  row: TSubscriptionRow,
  step: TLifecycleStep,
  now: Date,
) {
  switch (step.kind) {
    case 'trialReminder':
      return mailManagers(deps, row.orgId, 'trialEndsSoon', { date: row.trialEndsAt ?? now });
    case 'trialExpired':
      // Suspended until someone pays; the session's `isTrialExpired` makes it read-only for the rest.
      await transition(
        deps,
        systemActor(row.orgId),
        'trialExpired',
        (fresh) =>
          fresh?.status === 'Trial' && fresh.paymentStatus === 'None' ? { status: 'Suspended' } : null,
        (tx) => mailManagers(deps, row.orgId, 'trialEnded', {}, tx),
      );
      return;
    case 'renewal':
      return renew(deps, row, step.attempt, now);
    case 'endCancellation':
      return endCancellation(deps, row);
  }
}
