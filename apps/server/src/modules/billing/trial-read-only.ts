import { BILLING_TEXTS, TRIAL_EXPIRED } from '@cairn/domain/billing/billing.constants';
import { isTrialExpired } from '@cairn/domain/billing/billing-rules';
import { errorMessage } from '@cairn/domain/errors';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { findSubscription } from './billing.repository.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Billing's own calls stay open: an expired trial is ended by paying. */
const BILLING_PATHS = ['/api/v2/payment', '/api/v2/subscription', '/api/v2/invoice'];

/**
 * 001 §4, issue 29: once the free trial has expired (Trial or Suspended, payment status None,
 * less than a day left) the organisation is read-only for everyone but the Owner until someone
 * pays: a change answers 403 `SUBSCRIPTION_TRIAL_EXPIRED`. Runs after the guard, so only calls
 * of a person in an organisation reach it; nothing on an unbilled instance. It judges the trial
 * state the session context already loaded (docs/decisions/0037-trial-gate-read.md); only an
 * access token's request reads the row.
 */
export function registerTrialReadOnlyGate(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const kit = app.billing.kit;
    const actor = request.actor;
    if (!kit.provider || !actor?.orgId || !actor.person || !MUTATING.has(request.method)) return;
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'session' || actor.person.role === 'Owner') return;
    const url = request.routeOptions.url ?? '';
    if (BILLING_PATHS.some((path) => url.startsWith(path))) return;
    const state = actor.subscription ?? (await findSubscription(app.db, actor.orgId));
    if (state && isTrialExpired(state, kit.clock.now()))
      throw new HttpError(403, [errorMessage(TRIAL_EXPIRED, BILLING_TEXTS.readOnlyAfterTrial)]);
  });
}
