import { BILLING_TEXTS, TRIAL_EXPIRED } from '@cairn/domain/billing/billing.constants';
import { errorMessage } from '@cairn/domain/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/route-test.ts';
import * as repository from './billing.repository.ts';
import { addCard, trialTeam } from './billing.test-support.ts';

const { app, call } = useTestApp(async () => ({}), { billingProvider: 'test' });
const REFUSAL = {
  succeeded: false,
  messages: [errorMessage(TRIAL_EXPIRED, BILLING_TEXTS.readOnlyAfterTrial)],
};

afterEach(() => app.billing.kit.clock.reset());

// docs/decisions/0037: the gate judges the session context's trial state, not a SELECT per write.
describe('the trial read-only gate (001 §4, issue 39)', () => {
  it('lets a Member write during the trial, without reading the subscription', async () => {
    const { member } = await trialTeam(app);
    const read = vi.spyOn(repository, 'findSubscription');
    expect((await call(member.session, 'POST', '/todos', {})).statusCode).toBe(422);
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses a Member’s write with the same 403 once the trial expires by time, with no change', async () => {
    const { owner, member } = await trialTeam(app);
    expect((await call(member.session, 'POST', '/todos', {})).statusCode).toBe(422);
    app.billing.kit.clock.advanceDays(29.5); // the cached context still says Trial: the clock decides
    const refused = await call(member.session, 'POST', '/todos', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSAL);
    expect((await call(owner.session, 'POST', '/todos', {})).statusCode).toBe(422);
  });

  it('follows a subscription change on the next request', async () => {
    const { owner, member } = await trialTeam(app);
    app.billing.kit.clock.advanceDays(29.5);
    expect((await call(member.session, 'POST', '/todos', {})).statusCode).toBe(403);
    await addCard(call, owner.session);
    const subscribed = await call(owner.session, 'POST', '/subscription/subscribe', {
      planHandle: 'eos-one-monthly',
    });
    expect(subscribed.statusCode).toBe(200);
    expect((await call(member.session, 'POST', '/todos', {})).statusCode).toBe(422);
  });
});
