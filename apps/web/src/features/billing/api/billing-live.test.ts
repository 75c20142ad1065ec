import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateForEntityEvent } from '../../../lib/live/live-invalidation.ts';
import { billingKey, invoicesKey } from './billing-queries.ts';

describe('billing answers follow the live events (docs/live-updates.md)', () => {
  it('an org event refreshes the subscription, cards and account; an invoice event the invoices', async () => {
    const client = new QueryClient();
    const subscription = [...billingKey, 'subscription'];
    const methods = [...billingKey, 'methods'];
    for (const key of [subscription, methods, invoicesKey]) client.setQueryData(key, {});
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

    await invalidateForEntityEvent(client, { entityId: 'org-1', type: 'org', orgId: 'org-1' });
    expect([stale(subscription), stale(methods), stale(invoicesKey)]).toEqual([true, true, false]);

    await invalidateForEntityEvent(client, { entityId: 'invoice-1', type: 'invoice', orgId: 'org-1' });
    expect(stale(invoicesKey)).toBe(true);
  });
});
