import type { TInvoice, TPaymentProfile, TSubscription } from '@cairn/domain/billing/billing.schemas';
import type { TInvoiceRow, TPaymentMethodRow, TSubscriptionRow } from './billing.repository.ts';

/** The subscription as answered; an organisation without a row has status None. */
export function presentSubscription(row: TSubscriptionRow | undefined, seatCount: number): TSubscription {
  return {
    status: row?.status ?? 'None',
    paymentStatus: row?.paymentStatus ?? 'None',
    planHandle: row?.planHandle ?? null,
    trialEndsAt: row?.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    seatCount,
    paidSeatCount: row?.paidSeatCount ?? 0,
    couponCodes: (row?.coupons ?? []).map((coupon) => coupon.code),
  };
}

/** A card on file: what it shows, never its token. */
export function presentPaymentMethod(row: TPaymentMethodRow): TPaymentProfile {
  return {
    id: row.id,
    cardType: row.cardType,
    lastFour: row.lastFour,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    isPrimary: row.isPrimary,
    address: row.address,
  };
}

export function presentInvoice(row: TInvoiceRow): TInvoice {
  return {
    id: row.id,
    totalAmount: row.totalAmount,
    dueDate: row.dueDate,
    issueDate: row.issueDate,
    invoiceStatus: row.status,
    source: row.source,
    currencyCode: row.currencyCode,
    subTotal: row.subTotal,
    discountAmount: row.discountAmount,
    taxAmount: row.taxAmount,
    planHandle: row.planHandle,
    seatCount: row.seatCount,
    hostedInvoiceUrl: row.hostedUrl,
  };
}
