import type { TDbOrTx } from '../../db/client.ts';
import { presentInvoice, presentSubscription } from './billing.presenters.ts';
import { countPaidPeople, findSubscription, listInvoices, listPaymentMethods } from './billing.repository.ts';

/**
 * What an organisation export carries about billing (`billing.json`, issue 29): the subscription
 * as the billing calls answer it (status, plan, trial, period, seats, coupons), the account email,
 * the invoices, and the cards only as brand and whether primary. Never a card number, the
 * provider's tokens and references, nor a charge's idempotency key. An import leaves it: a new
 * organisation starts its own billing.
 */
export async function billingExportOf(db: TDbOrTx, orgId: string) {
  const [row, seatCount, cards, invoices] = await Promise.all([
    findSubscription(db, orgId),
    countPaidPeople(db, orgId),
    listPaymentMethods(db, orgId),
    listInvoices(db, orgId, undefined),
  ]);
  return {
    subscription: presentSubscription(row, seatCount),
    accountEmail: row?.accountEmail ?? null,
    paymentMethods: cards.map((card) => ({ cardType: card.cardType, isPrimary: card.isPrimary })),
    invoices: invoices.map(presentInvoice),
  };
}
