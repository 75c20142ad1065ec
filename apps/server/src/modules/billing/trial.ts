import { trialEnd } from '@cairn/domain/billing/billing-rules';
import type { TDbOrTx } from '../../db/client.ts';
import type { TRecord } from '../../db/run-change.ts';
import { conflict } from '../../http/errors.ts';
import { findSubscription, saveSubscription } from './billing.repository.ts';
import type { TBillingKit } from './billing-kit.ts';

/**
 * 001 §4: a free trial (30 days) starts on invite when the status is None. Called inside the
 * invitation's change, so a rolled-back invitation starts nothing; nothing on an unbilled instance.
 */
export async function startTrialOnInvite(kit: TBillingKit, tx: TDbOrTx, orgId: string, record: TRecord) {
  if (!kit.provider) return;
  const row = await findSubscription(tx, orgId);
  if (row && row.status !== 'None') return;
  const saved = await saveSubscription(tx, orgId, row?.version, {
    status: 'Trial',
    paymentStatus: 'None',
    trialEndsAt: trialEnd(kit.clock.now()),
  });
  if (!saved) throw conflict();
  await record({
    entityType: 'org',
    entityId: orgId,
    action: 'trialStarted',
    data: { trialEndsAt: saved.trialEndsAt?.toISOString() },
    live: { verb: 'Updated' },
  });
}
