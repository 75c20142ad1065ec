import { BILLING_ENDPOINTS as E } from '@cairn/domain/billing/billing.endpoints';
import type { TCardTokenRequest } from '@cairn/domain/billing/billing.schemas';
import type { TAddress } from '@cairn/domain/billing/billing-address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { billingKey, invoicesKey } from './billing-queries.ts';

/** A billing mutation: every billing answer is refreshed after it, whatever happened. */
function useBillingMutation<TInput, TResult>(
  run: (input: TInput) => Promise<TResult>,
  handlesErrors = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKey }),
        queryClient.invalidateQueries({ queryKey: invoicesKey }),
      ]),
    meta: { handlesErrors },
  });
}

/**
 * Where a new card comes from: its fields (the `test` provider makes the token with `POST
 * payment/token`), or the id of the PaymentMethod Stripe.js made in the browser (`stripe`).
 */
export type TCardSource = { card: TCardTokenRequest } | { paymentMethodId: string };

/**
 * Adds a card: the token of its source, then `POST payment/add` stores it with its billing
 * address. The form shows the refusals next to its fields.
 */
export function useAddCard() {
  return useBillingMutation(async (input: { source: TCardSource; address: TAddress; isPrimary: boolean }) => {
    const token =
      'card' in input.source
        ? (await call(E.token, { body: input.source.card })).token
        : input.source.paymentMethodId;
    return (await call(E.addPayment, { body: { token, address: input.address, isPrimary: input.isPrimary } }))
      .paymentProfile;
  }, true);
}

/** `POST payment/primary/{id}`. */
export function useMakePrimaryCard() {
  return useBillingMutation((id: string) => call(E.makePrimary, { params: { id } }));
}

/** `DELETE payment/{id}`. */
export function useRemoveCard() {
  return useBillingMutation((id: string) => call(E.removePayment, { params: { id } }));
}

/** `POST subscription/apply-coupon/{code}`; the form shows a refusal under the code. */
export function useApplyCoupon() {
  return useBillingMutation((code: string) => call(E.applyCoupon, { params: { code } }), true);
}

/** `POST subscription/subscribe`; checkout shows a refusal itself. */
export function useSubscribe() {
  return useBillingMutation(
    (input: { planHandle: string; couponCodes: string[] }) => call(E.subscribe, { body: input }),
    true,
  );
}

/** `POST subscription/cancel`. */
export function useCancelSubscription() {
  return useBillingMutation(() => call(E.cancel, {}));
}

/** `POST subscription/renew`: answers whether to go to checkout instead. */
export function useRenewSubscription() {
  return useBillingMutation(() => call(E.renew, {}));
}

/** `POST subscription/customer`; the form shows a refusal under the email. */
export function useSetCustomer() {
  return useBillingMutation((email: string) => call(E.setCustomer, { body: { email } }), true);
}
