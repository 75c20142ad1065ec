import { describe, expect, it } from 'vitest';
import { buildMember } from '../../test/factories.ts';
import { useTestApp } from '../../test/route-test.ts';
import { filesOf } from '../org-export/org-export.test-support.ts';
import { addAndInvite } from '../people/invitations.test-support.ts';
import { addCard } from './billing.test-support.ts';

const { app, call, get, post } = useTestApp(async () => ({}), { billingProvider: 'test' });

describe('billing in the organisation export (issue 29)', () => {
  it('carries the status, plan and invoices, never a card number, token or provider reference', async () => {
    const { org, session } = await buildMember(app.db);
    await addAndInvite(app, session, [{ email: `x-${org.id}@acme.test` }]);
    await addCard(call, session);
    await post(session, '/subscription/subscribe', {
      planHandle: 'eos-one-annual',
      couponCodes: ['WELCOME20'],
    });
    const invoice = (await get(session, '/invoice')).json().invoices[0];

    const { exportId } = (await post(session, '/org/export', {})).json();
    await app.jobs.drain();
    await expect
      .poll(async () => (await get(session, `/org/export/${exportId}`)).json().export.status, {
        timeout: 10_000,
      })
      .toBe('done');
    const zip = await get(session, `/org/export/${exportId}/download`);
    const files = filesOf(new Uint8Array(zip.rawPayload));
    const billing = JSON.parse(files['billing.json']);
    expect(billing.subscription).toMatchObject({
      status: 'Active',
      paymentStatus: 'Current',
      planHandle: 'eos-one-annual',
      paidSeatCount: 2,
      couponCodes: ['WELCOME20'],
    });
    expect(billing.paymentMethods).toEqual([{ cardType: 'Visa', isPrimary: true }]);
    expect(billing.invoices).toEqual([invoice]);
    expect(JSON.parse(files['manifest.json']).counts.billing).toBe(1);
    const text = Object.values(files).join('\n');
    // The card's number, not "4242" alone: a random id holds those four digits now and then.
    expect(text).not.toMatch(/tok_test_|ch_test_|4242424242|providerToken|providerRef|idempotencyKey/);
  });
});
