import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { buildMeeting, buildMember } from '../../test/factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { startWebhookReceiver, type TWebhookReceiver } from '../../test/webhook-receiver.ts';

// The default: WEBHOOK_ALLOW_PRIVATE unset, so nothing goes to loopback, private or link-local addresses.
const { app, team, post } = useTestApp(async (db) => {
  const owner = await buildMember(db);
  return { owner, meeting: await buildMeeting(db, owner.orgId, { ownerPersonId: owner.person.id }) };
});

let receiver: TWebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  await app.jobs.stop();
});
afterAll(async () => receiver.close());

describe('the private-address guard', () => {
  it.each([
    'http://127.0.0.1:9/hook',
    'http://localhost:9/hook',
    'http://169.254.169.254/latest',
    'http://[::1]/hook',
    'http://10.0.0.8/hook',
  ])('refuses %s with 422 on url and stores nothing', async (url) => {
    const res = await post(team.owner.session, '/webhooks', { url, events: ['todo.created'] });
    expect(res.statusCode).toBe(422);
    expect(firstMessage(res).field).toBe('url');
    expect(await app.db.$count(webhooks)).toBe(0);
  });

  it('checks the address again at delivery: an endpoint that now leads to loopback is sent nothing', async () => {
    // As if its host name had resolved to a public address when it was saved.
    const [hook] = await app.db
      .insert(webhooks)
      .values({
        orgId: team.owner.orgId,
        url: `${receiver.url}/hook`,
        events: ['todo.created'],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      })
      .returning();
    const created = await post(team.owner.session, '/todos', {
      title: 'Rebound',
      ownerIds: [team.owner.person.id],
      tractionId: team.meeting.id,
    });
    expect(created.statusCode).toBe(201);
    await app.jobs.drain();
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.id));
    expect(delivery.status).toBe('retrying');
    expect(delivery.error).toContain('private');
    const test = await post(team.owner.session, `/webhooks/${hook.id}/test`, {});
    expect(test.json().delivery).toMatchObject({ status: 'failed', responseStatus: null });
    expect(receiver.received).toHaveLength(0);
  });
});
