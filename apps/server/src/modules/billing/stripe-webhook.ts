import { BILLING_ENDPOINTS as E } from '@cairn/domain/billing/billing.endpoints';
import { errorMessage } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { addRoute } from '../../http/add-route.ts';
import { HttpError } from '../../http/errors.ts';
import { ok } from '../../http/respond.ts';
import { billingOff } from './billing-access.ts';
import type { TBillingKit } from './billing-kit.ts';
import { applyStripeEvent } from './stripe-events.ts';

/** 400: the body is not an event Stripe signed with this endpoint's secret (or it is too old). */
const badSignature = () =>
  new HttpError(400, [
    errorMessage('WEBHOOK_SIGNATURE_INVALID', 'The Stripe signature of this webhook is not valid.'),
  ]);

/**
 * `POST /api/v2/billing/webhook` (issue 29): Stripe's events, their signature checked on the
 * raw body with the SDK (`constructEvent`, which also refuses a timestamp older than 5 minutes),
 * then applied once. In its own scope, where JSON bodies stay the bytes Stripe signed.
 */
export async function registerStripeWebhook(api: FastifyInstance, kit: TBillingKit) {
  await api.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    const deps = { db: api.db, live: api.live, billing: kit };
    addRoute(scope, E.webhook, async (request) => {
      if (!kit.stripe) throw billingOff();
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badSignature();
      let event: Stripe.Event;
      try {
        event = kit.stripe.client.webhooks.constructEvent(request.body, signature, kit.stripe.webhookSecret);
      } catch {
        throw badSignature();
      }
      return ok({ outcome: await applyStripeEvent(deps, event) });
    });
  });
}
