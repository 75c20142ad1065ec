import { BILLING_ENDPOINTS as E } from '@cairn/domain/billing/billing.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/**
 * Every billing answer but the invoices starts with this key. Billing's changes are `org` changes
 * (docs/api-billing.md), so by the live query-key convention (lib/live/live-invalidation.ts) an
 * `org` event refreshes them on every open screen: a subscription moved by a job or by another
 * person shows without a reload.
 */
export const billingKey = ['org', 'billing'] as const;
/** The invoices are `invoice` entities: an `invoice` event (reader-scoped) refreshes them. */
export const invoicesKey = ['invoice', 'list'] as const;

// Billing off (404 BILLING_OFF) is an answer the tab shows, not an accident: the reads stay silent.
const silent = { isSilent: true } as const;

const subscriptionOptions = queryOptions({
  queryKey: [...billingKey, 'subscription'],
  queryFn: async ({ signal }) => (await call(E.subscription, { signal })).subscription,
  meta: silent,
});

/** `GET subscription`: the organisation's subscription. */
export function useSubscription() {
  return useQuery(subscriptionOptions);
}

const plansOptions = queryOptions({
  queryKey: [...billingKey, 'plans'],
  queryFn: async ({ signal }) => {
    const { currencyCode, paymentPlans } = await call(E.plans, { signal });
    return { currencyCode, paymentPlans };
  },
  meta: silent,
});

/** `GET payment/plans`: the plans and their prices in cents. */
export function usePlans() {
  return useQuery(plansOptions);
}

const methodsOptions = queryOptions({
  queryKey: [...billingKey, 'methods'],
  queryFn: async ({ signal }) => (await call(E.methods, { signal })).paymentProfiles,
  meta: silent,
});

/** `GET payment/methods`: the cards on file, primary first. */
export function usePaymentMethods() {
  return useQuery(methodsOptions);
}

const invoicesOptions = queryOptions({
  queryKey: invoicesKey,
  queryFn: async ({ signal }) => (await call(E.invoices, { signal, query: {} })).invoices,
  meta: silent,
});

/** `GET invoice`: every invoice, newest first. */
export function useInvoices() {
  return useQuery(invoicesOptions);
}

const customerOptions = queryOptions({
  queryKey: [...billingKey, 'customer'],
  queryFn: async ({ signal }) => (await call(E.customer, { signal })).customer,
  meta: silent,
});

/** `GET subscription/customer`: the account email invoices go to. */
export function useCustomer() {
  return useQuery(customerOptions);
}

/** `POST payment/calculate-tax` for the checkout's total (kept per amount and place). */
export function useTax(subTotal: number, countryCode: string, stateOrProvince: string) {
  return useQuery({
    queryKey: [...billingKey, 'tax', subTotal, countryCode, stateOrProvince],
    queryFn: async () =>
      (await call(E.tax, { body: { subTotal, address: { countryCode, stateOrProvince } } })).taxAmount,
    enabled: Boolean(countryCode) && subTotal > 0,
    meta: silent,
  });
}
