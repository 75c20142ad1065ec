import { BILLING_TEXTS } from '@cairn/domain/billing/billing.constants';
import { BILLING_ENDPOINTS as E } from '@cairn/domain/billing/billing.endpoints';
import type { TMessage } from '@cairn/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../http/add-route.ts';
import { ok } from '../../http/respond.ts';
import { presentInvoice, presentPaymentMethod, presentSubscription } from './billing.presenters.ts';
import { listInvoices } from './billing.repository.ts';
import { billingActorOf } from './billing-access.ts';
import type { TBillingKit } from './billing-kit.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createPaymentService } from './payment.service.ts';
import { createSubscriptionService } from './subscription.service.ts';

const success = (id: string, text: string): TMessage[] => [{ id, type: 'success', text }];

/** The billing calls of 001 §7 and 002 §7 (docs/api-billing.md); every one through `billingActorOf`. */
export function registerBillingRoutes(api: FastifyInstance, kit: TBillingKit) {
  const deps = { db: api.db, live: api.live, billing: kit };
  const subscriptions = createSubscriptionService(deps);
  const payments = createPaymentService(deps);
  const subscribe = createCheckoutService(deps);
  // Checked before the body is validated, as the guard checks roles: an unbilled instance answers
  // BILLING_OFF and a person without billing 403 whatever they sent.
  const admitted = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof billingActorOf>>>();
  api.addHook('preValidation', async (request) => {
    admitted.set(request, await billingActorOf(request, api.db, kit));
  });
  const access = async (request: FastifyRequest) =>
    admitted.get(request) ?? billingActorOf(request, api.db, kit);
  const subscriptionOf = async (orgId: string) => {
    const { row, seatCount } = await subscriptions.read(orgId);
    return presentSubscription(row, seatCount);
  };
  const methodsOf = async (orgId: string) => (await payments.list(orgId)).map(presentPaymentMethod);

  addRoute(api, E.subscription, async (request) => {
    const { actor } = await access(request);
    return ok({ subscription: await subscriptionOf(actor.orgId) });
  });

  addRoute(api, E.subscribe, async (request) => {
    const { actor, provider } = await access(request);
    await subscribe(actor, provider, request.body);
    return ok(
      { subscription: await subscriptionOf(actor.orgId) },
      success('SUBSCRIBED', BILLING_TEXTS.subscribed),
    );
  });

  addRoute(api, E.cancel, async (request) => {
    const { actor } = await access(request);
    await subscriptions.cancel(actor);
    return ok(
      { subscription: await subscriptionOf(actor.orgId) },
      success('CANCELED', BILLING_TEXTS.canceled),
    );
  });

  addRoute(api, E.renew, async (request) => {
    const { actor } = await access(request);
    const { shouldRedirectToCheckout } = await subscriptions.renew(actor);
    const messages = shouldRedirectToCheckout
      ? [{ id: 'RENEW_NEEDS_CHECKOUT', type: 'info' as const, text: BILLING_TEXTS.renewNeedsCheckout }]
      : success('RENEWED', BILLING_TEXTS.renewed);
    return ok({ subscription: await subscriptionOf(actor.orgId), shouldRedirectToCheckout }, messages);
  });

  addRoute(api, E.remove, async (request) => {
    const { actor } = await access(request);
    await subscriptions.remove(actor, request.params.id);
    return ok({ subscription: await subscriptionOf(actor.orgId) }, success('REMOVED', BILLING_TEXTS.removed));
  });

  addRoute(api, E.applyCoupon, async (request) => {
    const { actor, provider } = await access(request);
    const couponCodes = await subscriptions.applyCoupon(actor, provider, request.params.code);
    return ok({ couponCodes }, success('COUPON_APPLIED', BILLING_TEXTS.couponApplied));
  });

  addRoute(api, E.customer, async (request) => {
    const { actor } = await access(request);
    return ok({ customer: { email: await subscriptions.customerEmail(actor.orgId) } });
  });

  addRoute(api, E.setCustomer, async (request) => {
    const { actor } = await access(request);
    const email = await subscriptions.setCustomerEmail(actor, request.body.email);
    return ok({ customer: { email } }, success('CUSTOMER_SAVED', BILLING_TEXTS.customerSaved));
  });

  addRoute(api, E.token, async (request) => {
    const { provider } = await access(request);
    return ok({ token: await payments.token(provider, request.body) });
  });

  addRoute(api, E.addPayment, async (request) => {
    const { actor, provider } = await access(request);
    const row = await payments.add(actor, provider, request.body);
    return ok({ paymentProfile: presentPaymentMethod(row) }, success('CARD_ADDED', BILLING_TEXTS.cardAdded));
  });

  addRoute(api, E.plans, async (request) => {
    await access(request);
    return ok({ currencyCode: kit.plans.currencyCode, paymentPlans: kit.plans.paymentPlans });
  });

  addRoute(api, E.methods, async (request) => {
    const { actor } = await access(request);
    return ok({ paymentProfiles: await methodsOf(actor.orgId) });
  });

  addRoute(api, E.makePrimary, async (request) => {
    const { actor } = await access(request);
    const rows = await payments.makePrimary(actor, request.params.id);
    return ok(
      { paymentProfiles: rows.map(presentPaymentMethod) },
      success('PRIMARY_CHANGED', BILLING_TEXTS.primaryChanged),
    );
  });

  addRoute(api, E.removePayment, async (request) => {
    const { actor } = await access(request);
    const rows = await payments.remove(actor, request.params.id);
    return ok(
      { paymentProfiles: rows.map(presentPaymentMethod) },
      success('CARD_REMOVED', BILLING_TEXTS.cardRemoved),
    );
  });

  addRoute(api, E.billingAddress, async (request) => {
    const { actor } = await access(request);
    const row = await payments.address(actor.orgId, request.params.id);
    return ok({ billingAddress: { id: row.id, address: row.address } });
  });

  addRoute(api, E.setBillingAddress, async (request) => {
    const { actor } = await access(request);
    const row = await payments.setAddress(actor, request.params.id, request.body.address);
    return ok(
      { billingAddress: { id: row.id, address: row.address } },
      success('ADDRESS_SAVED', BILLING_TEXTS.addressSaved),
    );
  });

  addRoute(api, E.tax, async (request) => {
    const { provider } = await access(request);
    const { subTotal, address } = request.body;
    return ok({ taxAmount: await provider.calculateTax(subTotal, address) });
  });

  addRoute(api, E.invoices, async (request) => {
    const { actor } = await access(request);
    const rows = await listInvoices(api.db, actor.orgId, request.query.ids);
    return ok({ invoices: rows.map(presentInvoice) });
  });
}
