import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { createOrg, registerUser, signInThroughUi } from '../../support/accounts.ts';
import { overviewPath } from '../../support/items.ts';
import { createMeeting, personIdOf } from '../../support/meetings.ts';
import { shootBothWidths } from '../../support/screenshots.ts';

type THook = { headers: IncomingHttpHeaders; body: string };

/** A loopback receiver for the journey: keeps every request and answers 200. */
async function startReceiver() {
  const received: THook[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/cairn`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The receiver's check: the Standard Webhooks signature over the raw body, with the endpoint's secret. */
function verified(secret: string, hook: THook): { type: string; data: Record<string, string> } {
  const headers = {
    'webhook-id': String(hook.headers['webhook-id']),
    'webhook-timestamp': String(hook.headers['webhook-timestamp']),
    'webhook-signature': String(hook.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(hook.body, headers) as { type: string; data: Record<string, string> };
}

test('an Owner adds a webhook, tests it, and a to-do made in a meeting arrives signed', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    const owner = await registerUser(request, { firstName: 'Hana', lastName: 'Hook' });
    const orgId = await createOrg(request, owner.token, 'Hooked Up');
    const meetingId = await createMeeting(request, owner.token, 'Hooked L10', [
      await personIdOf(request, owner.token),
    ]);
    await signInThroughUi(page, owner.email, owner.password);

    // Organisation settings > Integrations: the add form.
    await page.goto(`/org/detail/${orgId}/integrations`);
    await expect(page.getByText('No webhooks yet.')).toBeVisible();
    const form = page.getByRole('form', { name: 'New webhook' });
    await form.getByLabel('URL').fill(receiver.url);
    await form.getByRole('combobox', { name: 'Events' }).click();
    await page.getByRole('option', { name: 'todo.created', exact: true }).click();
    await form.getByRole('combobox', { name: 'Events' }).press('Escape');
    await form.getByLabel('Description').fill('Our to-do bot');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByText('Webhook added.')).toBeVisible();
    await expect(page.getByText(receiver.url)).toBeVisible();
    await expect(page.getByText('No webhooks yet.')).toBeHidden();

    // Its secret, shown on demand: the receiver verifies with it.
    await page.getByRole('button', { name: 'Show' }).click();
    const secret = (await page.getByText(/^whsec_/).innerText()).trim();
    await page.getByRole('button', { name: 'Hide' }).click();

    // Test: a signed webhook.test now, in the log with its status and the receiver's answer.
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await expect(page.getByText('Test event delivered (200).')).toBeVisible();
    const log = page.getByRole('table', { name: 'Deliveries' });
    const testRow = log.getByRole('row', { name: /webhook\.test/ });
    await expect(testRow).toContainText('succeeded');
    await expect(testRow).toContainText('200');
    expect(receiver.received).toHaveLength(1);
    const ping = receiver.received[0];
    if (!ping) throw new Error('the receiver got nothing');
    expect(verified(secret, ping).type).toBe('webhook.test');
    // A forged body fails the same check.
    expect(() =>
      verified(secret, { ...ping, body: ping.body.replace('webhook.test', 'todo.deleted') }),
    ).toThrow();
    await shootBothWidths(page, 'webhooks-tested');

    // A to-do made in the meeting arrives as a signed todo.created delivery.
    await page.goto(overviewPath(meetingId));
    await page.getByRole('region', { name: 'To-Dos' }).getByRole('button', { name: 'Add To-Do' }).click();
    const add = page.getByRole('dialog', { name: 'Add To-Do' });
    await add.getByLabel('Title').fill('Send the signed contract');
    await add.getByRole('button', { name: 'Add To-Do' }).click();
    await expect(add).toBeHidden();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    const created = receiver.received[1];
    if (!created) throw new Error('no todo.created delivery');
    const payload = verified(secret, created);
    expect(payload.type).toBe('todo.created');
    expect(payload.data.orgId).toBe(orgId);

    // The log shows it beside the test.
    await page.goto(`/org/detail/${orgId}/integrations`);
    await page.getByRole('button', { name: 'Deliveries' }).click();
    const todoRow = log.getByRole('row', { name: /todo\.created/ });
    await expect(todoRow).toContainText('succeeded');
    await expect(todoRow).toContainText('200');
    await expect(log.getByRole('row', { name: /webhook\.test/ })).toBeVisible();
    await shootBothWidths(page, 'webhooks-deliveries');
  } finally {
    await receiver.close();
  }
});
