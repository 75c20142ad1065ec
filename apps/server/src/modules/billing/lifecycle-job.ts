import { lifecycleStepDue, type TLifecycleStep } from '@cairn/domain/billing/billing-lifecycle';
import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { TJobHandler } from '../jobs/index.ts';
import { findSubscription, type TSubscriptionRow } from './billing.repository.ts';
import { countFailedRenewals, listMovingSubscriptions } from './lifecycle.repository.ts';
import { runLifecycleStep, type TLifecycleDeps } from './lifecycle-steps.ts';
import { createStripeSeatsHandler, STRIPE_SEATS_JOB } from './stripe-seats.ts';

/** The job that runs one time-driven step of one organisation's subscription. */
const BILLING_LIFECYCLE_JOB = 'billing.lifecycle';
/** How often each node looks for subscriptions with a step due (UTC cron). */
const TICK_CRON = '*/10 * * * *';

type TQueueDeps = Pick<FastifyInstance, 'db' | 'jobs'> & { billing: TLifecycleDeps['billing'] };

/**
 * The step due for a row at `now`, counting the failed renewals of a period that has ended. In
 * stripe mode only the trial's steps (the trial is Cairn's): renewals, dunning and the end of a
 * cancellation are Stripe's, and reach the row through its webhooks.
 */
async function stepDue(deps: Pick<TQueueDeps, 'db' | 'billing'>, row: TSubscriptionRow, now: Date) {
  const hasEnded = row.status === 'Active' && row.currentPeriodEnd && now >= row.currentPeriodEnd;
  const failed =
    hasEnded && row.currentPeriodEnd
      ? await countFailedRenewals(deps.db, row.orgId, row.currentPeriodEnd)
      : 0;
  const step = lifecycleStepDue(row, now, failed);
  return deps.billing.stripe && !step?.kind.startsWith('trial') ? null : step;
}

/** The key a step is queued under: one job per trial, period and attempt however many ticks and nodes see it. */
function dedupeKeyOf(row: TSubscriptionRow, step: TLifecycleStep): string {
  const anchor = (step.kind.startsWith('trial') ? row.trialEndsAt : row.currentPeriodEnd)?.toISOString();
  const detail =
    step.kind === 'trialReminder' ? step.daysBefore : step.kind === 'renewal' ? step.attempt : '';
  return `billing:${row.orgId}:${step.kind}:${anchor}:${detail}`;
}

/**
 * One tick (issue 29): queues the step each subscription is due for (trial reminders 7 and 1 days
 * before the end, the trial's expiry, the renewal charge and its dunning retries, a cancellation
 * reaching its period's end). Answers how many were queued. Nothing on an unbilled instance.
 */
export async function queueBillingLifecycle(deps: TQueueDeps, now = deps.billing.clock.now()) {
  if (!deps.billing.provider) return 0;
  let queued = 0;
  for (const row of await listMovingSubscriptions(deps.db)) {
    const step = await stepDue(deps, row, now);
    if (!step) continue;
    await deps.jobs.enqueue(
      BILLING_LIFECYCLE_JOB,
      { orgId: row.orgId, step },
      { dedupeKey: dedupeKeyOf(row, step) },
    );
    queued++;
  }
  return queued;
}

/**
 * The job: re-reads the subscription and runs the step only if it is still the one due (a person
 * may have paid or cancelled since it was queued); each step is one change, so a retry after a
 * failure repeats nothing that committed.
 */
function createLifecycleHandler(deps: TLifecycleDeps): TJobHandler {
  return async (payload) => {
    const { orgId, step } = payload as { orgId: string; step: TLifecycleStep };
    const row = await findSubscription(deps.db, orgId);
    if (!row) return;
    // Billing's clock, not the worker's: the tests move it to reach a trial's end or a renewal.
    const now = deps.billing.clock.now();
    const due = await stepDue(deps, row, now);
    if (JSON.stringify(due) !== JSON.stringify(step)) return;
    await runLifecycleStep(deps, row, step, now);
  };
}

/** Adds the lifecycle's job handler, and the tick on this node from ready to close. */
export function registerBillingLifecycle(app: FastifyInstance, handlers: Record<string, TJobHandler>): void {
  const deps = (): TLifecycleDeps => ({
    db: app.db,
    live: app.live,
    billing: app.billing.kit,
    mailer: app.mailer,
    languagePacks: app.languagePacks,
    config: app.config,
  });
  handlers[BILLING_LIFECYCLE_JOB] = (payload, now) => createLifecycleHandler(deps())(payload, now);
  handlers[STRIPE_SEATS_JOB] = (payload, now) => createStripeSeatsHandler(deps())(payload, now);
  if (!app.billing.kit.provider) return;
  let tick: Cron | undefined;
  app.addHook('onReady', async () => {
    tick = new Cron(TICK_CRON, { timezone: 'UTC', protect: true }, () => {
      queueBillingLifecycle({ db: app.db, jobs: app.jobs, billing: app.billing.kit }).catch(
        (error: unknown) => app.log.error({ err: error }, 'could not queue the billing lifecycle'),
      );
    });
  });
  app.addHook('onClose', async () => tick?.stop());
}
