import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TDatabase } from '@cairn/server/src/db/client.ts';
import { webhookDeliveries, webhooks } from '@cairn/server/src/db/schema/index.ts';
import { queueDelivery } from '@cairn/server/src/modules/webhooks/index.ts';
import { buildMember } from '@cairn/server/src/test/factories.ts';
import { eq } from 'drizzle-orm';
import { onBothEngines, startBenchApp } from './bench-app.ts';
import { report, section } from './format.ts';

/** Issue 36 point 3's figure: deliveries a second from the jobs table to a loopback receiver. */
const DELIVERIES = 2000;
const BATCH = 200;

/** A receiver that answers 204 at once, counting what it got. */
async function startReceiver() {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function run(database: TDatabase, dataDir: string, databaseUrl?: string) {
  const receiver = await startReceiver();
  // The receiver is on loopback: the operator's switch, as a test would set it.
  const { app } = await startBenchApp(database, {
    dataDir,
    databaseUrl,
    config: { webhookAllowPrivate: true },
  });
  try {
    await app.jobs.stop();
    const owner = await buildMember(database.db);
    const [hook] = await database.db
      .insert(webhooks)
      .values({
        orgId: owner.orgId,
        url: receiver.url,
        events: ['todo.created'],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      })
      .returning();
    const body = JSON.stringify({
      type: 'todo.created',
      timestamp: new Date().toISOString(),
      data: { orgId: owner.orgId },
    });
    for (let start = 0; start < DELIVERIES; start += BATCH) {
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < BATCH; i += 1) {
          await queueDelivery(tx, {
            orgId: owner.orgId,
            webhookId: hook.id,
            eventType: 'todo.created',
            body,
          });
        }
      });
    }
    const started = performance.now();
    await app.jobs.drain();
    const seconds = (performance.now() - started) / 1000;
    const succeeded = await database.db.$count(webhookDeliveries, eq(webhookDeliveries.status, 'succeeded'));
    if (succeeded !== DELIVERIES || receiver.received() !== DELIVERIES)
      throw new Error(`${succeeded} deliveries succeeded, ${receiver.received()} received, of ${DELIVERIES}`);
    return { perSecond: DELIVERIES / seconds, msEach: (seconds * 1000) / DELIVERIES };
  } finally {
    await app.close();
    await receiver.close();
  }
}

function print(engine: string, figures: Awaited<ReturnType<typeof run>>) {
  report(
    `${engine}: deliveries a second, one worker`,
    `${figures.perSecond.toFixed(0)} /s (${figures.msEach.toFixed(2)} ms each)`,
  );
}

/** Webhook deliveries a second: claimed from the jobs table, signed, POSTed to loopback, recorded. */
export async function benchWebhookDeliveries() {
  section(`Webhook deliveries: ${DELIVERIES.toLocaleString('en')} queued, one node's worker`);
  await onBothEngines('webhook-deliveries', run, print);
}
