// The billing module's front door: what the app and other modules may use.
import type { FastifyInstance } from 'fastify';
import type { TDbOrTx } from '../../db/client.ts';
import type { TChangeListener, TRecord } from '../../db/run-change.ts';
import { registerBillingRoutes } from './billing.routes.ts';
import { createBillingKit, type TBillingConfig } from './billing-kit.ts';
import { queueStripeSeats } from './stripe-seats.ts';
import { registerStripeWebhook } from './stripe-webhook.ts';
import { startTrialOnInvite } from './trial.ts';

export { billingExportOf } from './billing-export.ts';
export { queueBillingLifecycle, registerBillingLifecycle } from './lifecycle-job.ts';
export { sessionSubscription } from './session-subscription.ts';
export { registerTrialReadOnlyGate } from './trial-read-only.ts';

/**
 * Billing as the app holds it: the kit, the hook the invitations call inside their change, and
 * the one every recorded change passes (a person's change may change the Stripe seats).
 */
export function createBilling(config: TBillingConfig) {
  const kit = createBillingKit(config);
  return {
    kit,
    onInvited: (tx: TDbOrTx, orgId: string, record: TRecord) => startTrialOnInvite(kit, tx, orgId, record),
    onChange: ((tx, change) => queueStripeSeats(kit, tx, change)) satisfies TChangeListener,
  };
}
export type TBilling = ReturnType<typeof createBilling>;

/** Registers the billing calls under `/api/v2` (docs/api-billing.md). */
export async function registerBilling(api: FastifyInstance) {
  // Its own plugin scope: the access hook of these routes reaches no other route.
  await api.register(async (scope) => registerBillingRoutes(scope, api.billing.kit));
  await registerStripeWebhook(api, api.billing.kit);
}
