import { utcDateOf } from '@cairn/domain/items/calendar-date';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TDbOrTx } from '../../db/client.ts';
import type { TRecord } from '../../db/run-change.ts';
import { billingInvoices } from '../../db/schema/index.ts';
import {
  billingManagerIds,
  findInvoiceByKey,
  insertInvoice,
  type TSubscriptionRow,
} from './billing.repository.ts';

/** The invoice events Cairn keeps: a paid invoice, and a payment Stripe will retry or has given up. */
export const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);

const dayOf = (seconds: number) => utcDateOf(new Date(seconds * 1000));
const sum = (amounts: { amount: number }[] | null | undefined) =>
  (amounts ?? []).reduce((total, item) => total + item.amount, 0);

/** The subscription (id and metadata) an invoice bills, when it bills one. */
export function subscriptionOfInvoice(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  if (!details) return null;
  const id = typeof details.subscription === 'string' ? details.subscription : details.subscription.id;
  return { id, metadata: details.metadata };
}

/**
 * Keeps a Stripe invoice as the organisation's invoice (002 §3): one row per Stripe invoice
 * (its id is the key), Paid or Failed as the event says, with Stripe's hosted page; recorded with
 * the live `invoice` event to the billing managers.
 */
export async function keepStripeInvoice(
  tx: TDbOrTx,
  record: TRecord,
  orgId: string,
  event: Stripe.Event,
  row: TSubscriptionRow | undefined,
) {
  const invoice = event.data.object as Stripe.Invoice;
  const status = event.type === 'invoice.paid' ? 'Paid' : 'Failed';
  const key = `stripe:${invoice.id}`;
  const known = await findInvoiceByKey(tx, orgId, key);
  const line = invoice.lines?.data?.[0];
  const values = {
    orgId,
    idempotencyKey: key,
    status,
    source: 'stripe',
    providerRef: invoice.id ?? null,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    currencyCode: invoice.currency.toUpperCase(),
    planHandle: row?.planHandle ?? '',
    seatCount: line?.quantity ?? row?.paidSeatCount ?? 0,
    subTotal: invoice.subtotal,
    discountAmount: sum(invoice.total_discount_amounts),
    taxAmount: sum(invoice.total_taxes),
    totalAmount: invoice.total,
    issueDate: dayOf(invoice.created),
    dueDate: dayOf(invoice.due_date ?? invoice.created),
    periodStart: new Date(invoice.period_start * 1000),
    periodEnd: new Date(invoice.period_end * 1000),
  } as const;
  const [saved] = known
    ? await tx
        .update(billingInvoices)
        .set({ status, hostedUrl: values.hostedUrl, totalAmount: values.totalAmount })
        .where(and(eq(billingInvoices.orgId, orgId), eq(billingInvoices.id, known.id)))
        .returning()
    : [await insertInvoice(tx, values)];
  if (!saved) return;
  await record({
    entityType: 'invoice',
    entityId: saved.id,
    action: known ? 'updated' : 'created',
    data: { totalAmount: saved.totalAmount, status: saved.status, stripeEventId: event.id },
    live: { verb: known ? 'Updated' : 'Added', readers: await billingManagerIds(tx, orgId) },
  });
}
