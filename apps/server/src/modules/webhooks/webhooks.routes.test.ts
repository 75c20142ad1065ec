import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PgliteThreadClient } from '../../db/pglite-thread/pglite-thread-client.ts';
import { events, jobs, webhookDeliveries, webhooks } from '../../db/schema/index.ts';
import { readOutbox } from '../../test/auth-helpers.ts';
import { buildMeeting, buildMember, buildTeam } from '../../test/factories.ts';
import { firstMessage, useTestApp } from '../../test/route-test.ts';
import { startWebhookReceiver, type TWebhookReceiver } from '../../test/webhook-receiver.ts';

const { app, team, call, get, post, put } = useTestApp(
  async (db) => {
    const built = await buildTeam(db);
    const meeting = await buildMeeting(db, built.orgId, { ownerPersonId: built.owner.person.id });
    return { ...built, meeting, other: await buildMember(db) };
  },
  // The receiver listens on loopback: the operator's switch lets deliveries go there.
  { webhookAllowPrivate: true },
);

let receiver: TWebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // The tests run the jobs themselves, with their own clock.
  await app.jobs.stop();
});
afterAll(async () => receiver.close());
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answerWith(200);
  // Each test starts with no endpoint and no queued attempt.
  await app.db.delete(webhooks);
  await app.db.delete(jobs);
});

const createHook = async (events: string[], path = '/hook') => {
  const res = await post(team.owner.session, '/webhooks', {
    url: `${receiver.url}${path}`,
    events,
    description: 'CRM',
  });
  expect(res.statusCode).toBe(201);
  return res.json().webhook as { id: string; secret: string; version: number };
};
const createTodo = (title: string) =>
  post(team.owner.session, '/todos', {
    title,
    ownerIds: [team.owner.person.id],
    tractionId: team.meeting.id,
  });
const deliveriesOf = (webhookId: string) =>
  app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));

describe('POST webhooks', () => {
  it('adds an endpoint with a Standard Webhooks secret, for Owners and Admins only', async () => {
    const hook = await createHook(['todo.created']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const body = { url: `${receiver.url}/x`, events: ['todo.created'] };
    expect((await post(team.admin.session, '/webhooks', body)).statusCode).toBe(201);
    expect((await post(team.member.session, '/webhooks', body)).statusCode).toBe(403);
    expect((await post(team.observer.session, '/webhooks', body)).statusCode).toBe(403);
    expect((await post(null, '/webhooks', body)).statusCode).toBe(401);
    expect((await get(team.member.session, '/webhooks')).statusCode).toBe(403);
  });

  it('refuses a malformed URL and unknown events with a message per field, storing nothing', async () => {
    const res = await post(team.owner.session, '/webhooks', {
      url: 'ftp://example.com',
      events: ['todo.exploded'],
    });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .messages.map((m: { field: string }) => m.field)
        .sort(),
    ).toEqual(['events.0', 'url']);
    expect(
      (await post(team.owner.session, '/webhooks', { url: `${receiver.url}/x`, events: [] })).statusCode,
    ).toBe(422);
    expect(await app.db.$count(webhooks)).toBe(0);
  });
});

describe('deliveries', () => {
  it('sends a real write as a signed event the standardwebhooks package verifies', async () => {
    const hook = await createHook(['todo.created', 'todo.updated']);
    const created = await createTodo('Signed');
    expect(created.statusCode).toBe(201);
    await app.jobs.drain();

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const verified = new Webhook(hook.secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    }) as { type: string; data: { orgId: string; id: string } };
    expect(verified.type).toBe('todo.created');
    expect(verified.data).toEqual({ orgId: team.orgId, id: created.json().todos[0].id });
    // A forged body fails verification.
    expect(() =>
      new Webhook(hook.secret).verify(
        request.body.replace('Signed', 'Forged').replace('todo.created', 'todo.deleted'),
        {
          'webhook-id': String(request.headers['webhook-id']),
          'webhook-timestamp': String(request.headers['webhook-timestamp']),
          'webhook-signature': String(request.headers['webhook-signature']),
        },
      ),
    ).toThrow();
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, responseStatus: 200 });
  });

  it('an organisation with no webhook: a write stops asking once one found none; one added is sent the next write', async () => {
    app.sessionCache.clear();
    await createTodo('Finds none');
    const webhookReadsOf = async (write: () => Promise<unknown>) => {
      if (process.env.CAIRN_TEST_DB === 'pg') return write();
      const client = PgliteThreadClient.prototype as unknown as {
        send: (request: { sql?: string }) => unknown;
      };
      const sent = vi.spyOn(client, 'send');
      await write();
      const reads = sent.mock.calls.filter(([request]) => /from "webhooks"/.test(request.sql ?? ''));
      sent.mockRestore();
      expect(reads).toHaveLength(0);
    };
    await webhookReadsOf(() => createTodo('Asks nothing'));

    const hook = await createHook(['todo.created']);
    expect((await createTodo('Sent at once')).statusCode).toBe(201);
    await app.jobs.drain();
    expect(await deliveriesOf(hook.id)).toHaveLength(1);
    expect(receiver.received.map((sent) => JSON.parse(sent.body).type)).toEqual(['todo.created']);
  });

  it('sends only the events an endpoint wants, never another organisation’s, never a personal item', async () => {
    await createHook(['todo.deleted']);
    await createTodo('Not wanted');
    await post(team.owner.session, '/todos/personal', { title: 'Private' });
    await post(team.other.session, '/todos/personal', { title: 'Elsewhere' });
    await app.jobs.drain();
    expect(receiver.received).toHaveLength(0);

    const wantsAll = await createHook(['todo.created']);
    await post(team.owner.session, '/todos/personal', { title: 'Still private' });
    await app.jobs.drain();
    expect(await deliveriesOf(wantsAll.id)).toHaveLength(0);
  });

  it('retries a 500 on the back-off schedule with the same message id, then succeeds', async () => {
    const hook = await createHook(['todo.created']);
    receiver.answerWith(500);
    await createTodo('Flaky');
    const t0 = new Date();
    await app.jobs.drain(t0);
    let [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({
      status: 'retrying',
      attempts: 1,
      responseStatus: 500,
      responseBody: 'receiver failed',
    });
    expect(delivery.nextAttemptAt?.getTime()).toBe(t0.getTime() + 60_000);

    // Not before it is due.
    await app.jobs.drain(new Date(t0.getTime() + 30_000));
    expect(receiver.received).toHaveLength(1);
    receiver.answerWith(204);
    await app.jobs.drain(new Date(t0.getTime() + 61_000));
    [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, responseStatus: 204 });
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
      delivery.messageId,
      delivery.messageId,
    ]);
  });

  it('gives up after the last retry, about 24 hours on', async () => {
    const hook = await createHook(['todo.created']);
    receiver.answerWith(503);
    await createTodo('Down all day');
    let now = new Date();
    await app.jobs.drain(now);
    for (let i = 0; i < 10; i += 1) {
      const [delivery] = await deliveriesOf(hook.id);
      if (!delivery.nextAttemptAt) break;
      now = delivery.nextAttemptAt;
      await app.jobs.drain(now);
    }
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 8, nextAttemptAt: null });
    const hours = (delivery.lastAttemptAt!.getTime() - delivery.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThan(25);
  });

  it('does not follow a redirect: a 3xx is a failure and the target is never called', async () => {
    const hook = await createHook(['todo.created']);
    receiver.answerWith(302);
    await createTodo('Redirected');
    await app.jobs.drain();
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ status: 'retrying', responseStatus: 302 });
    expect(delivery.error).toContain('redirects are not followed');
    expect(receiver.received).toHaveLength(1);
  });

  it('turns an endpoint off after 3 days of failures (fake clock), mails the Owner and records it', async () => {
    const hook = await createHook(['todo.created']);
    receiver.answerWith(500);
    await createTodo('Day 0');
    const t0 = new Date();
    await app.jobs.drain(t0);
    const day = 24 * 3_600_000;
    const [first] = await app.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(first.failingSince?.getTime()).toBe(t0.getTime());
    // Every retry fails; the third day's attempts reach the limit.
    await app.jobs.drain(new Date(t0.getTime() + 2 * day));
    let [row] = await app.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row.isEnabled).toBe(true);
    await createTodo('Day 3');
    await app.jobs.drain(new Date(t0.getTime() + 3 * day + 1000));
    [row] = await app.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row.isEnabled).toBe(false);
    expect(row.disabledReason).toContain('failed since');
    const mails = await readOutbox(app, team.owner.user.email);
    expect(mails[0].subject).toContain('webhook');
    expect(mails[0].text).toContain(`${receiver.url}/hook`);
    const recorded = await app.db.select().from(events).where(eq(events.entityId, hook.id));
    expect(recorded.some((event) => event.action === 'disabled' && event.isSystem)).toBe(true);

    // Turned off, it is sent nothing more; turned on again, its failure run starts afresh.
    receiver.received.length = 0;
    await createTodo('After');
    await app.jobs.drain(new Date(t0.getTime() + 3 * day + 2000));
    expect(receiver.received).toHaveLength(0);
    const on = await put(team.owner.session, `/webhooks/${hook.id}`, {
      url: row.url,
      events: row.events,
      description: row.description,
      isEnabled: true,
      version: row.version,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().webhook).toMatchObject({ isEnabled: true, failingSince: null, disabledReason: null });
  });
});

describe('Test, Resend and the delivery log', () => {
  it('sends a signed test event at once and answers the outcome; the log lists it', async () => {
    const hook = await createHook(['rock.created']);
    const res = await post(team.admin.session, `/webhooks/${hook.id}/test`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery).toMatchObject({
      eventType: 'webhook.test',
      status: 'succeeded',
      isTest: true,
      responseStatus: 200,
    });
    const [request] = receiver.received;
    expect(() =>
      new Webhook(hook.secret).verify(request.body, request.headers as Record<string, string>),
    ).not.toThrow();

    const log = await get(team.admin.session, `/webhooks/${hook.id}/deliveries`);
    expect(log.statusCode).toBe(200);
    expect(log.json().deliveries).toHaveLength(1);
  });

  it('resends a failed delivery with the same message id', async () => {
    const hook = await createHook(['todo.created']);
    receiver.answerWith(500);
    await createTodo('Resend me');
    await app.jobs.drain();
    const [delivery] = await deliveriesOf(hook.id);
    receiver.answerWith(200);
    const res = await post(team.owner.session, `/webhooks/${hook.id}/deliveries/${delivery.id}/resend`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      messageId: delivery.messageId,
    });
  });

  it('answers 404 for another organisation’s webhook or delivery, and changes nothing', async () => {
    const hook = await createHook(['todo.created']);
    const otherOwner = team.other.session;
    expect((await get(otherOwner, `/webhooks/${hook.id}/deliveries`)).statusCode).toBe(404);
    expect((await post(otherOwner, `/webhooks/${hook.id}/test`, {})).statusCode).toBe(404);
    expect((await call(otherOwner, 'DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(404);
    const update = await put(otherOwner, `/webhooks/${hook.id}`, {
      url: 'https://example.com/x',
      events: ['todo.created'],
      isEnabled: false,
      version: hook.version,
    });
    expect(update.statusCode).toBe(404);
    expect(receiver.received).toHaveLength(0);
    expect((await get(team.owner.session, '/webhooks')).json().webhooks[0]).toMatchObject({
      isEnabled: true,
      url: `${receiver.url}/hook`,
    });
  });

  it('refuses a stale version with 409 and deletes an endpoint with its log', async () => {
    const hook = await createHook(['todo.created']);
    const stale = await put(team.owner.session, `/webhooks/${hook.id}`, {
      url: `${receiver.url}/hook`,
      events: ['todo.created'],
      isEnabled: true,
      version: hook.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    await post(team.owner.session, `/webhooks/${hook.id}/test`, {});
    expect((await call(team.owner.session, 'DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(200);
    expect(await deliveriesOf(hook.id)).toHaveLength(0);
    expect(firstMessage(await call(team.owner.session, 'DELETE', `/webhooks/${hook.id}`)).id).toBe(
      'NOT_FOUND',
    );
  });
});
