import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { LIVE_EVENTS } from '@cairn/domain/realtime/events';
import { buildApp } from '@cairn/server/src/app.ts';
import { loadConfig } from '@cairn/server/src/config.ts';
import { openDatabase, type TDatabase } from '@cairn/server/src/db/client.ts';
import {
  connectLiveClient,
  registerClient,
  type TLiveClient,
} from '@cairn/server/src/plugins/live-updates/live-test-client.ts';
import {
  createFreshDatabase,
  isReachable,
  LOCAL_SERVICES,
  startServerNode,
  type TServerNode,
} from '@cairn/server/src/plugins/live-updates/server-nodes.ts';
import { buildMember, buildSession } from '@cairn/server/src/test/factories.ts';
import { ms, percentile, report, section, verdict } from './format.ts';

/** ARCHITECTURE §9: an event reaches 100 clients on two nodes through Redis in under 100 ms at p95. */
export const LIVE_P95_BUDGET_MS = 100;
const CLIENTS = 100;
const USERS = 10;
const EMITS = 50;
const HTTP_EVENTS = 20;
const WARM_UP = 3;
const DELIVERY_TIMEOUT_MS = 5000;

type TClientOnNode = { socket: TLiveClient; nodeIndex: number };
type TRound = { latencies: number[]; missing: number };

/** Connects and registers clients ten at a time, alternating between the nodes. */
async function connectClients(
  nodes: TServerNode[],
  tokens: string[],
  orgId: string,
): Promise<TClientOnNode[]> {
  const clients: TClientOnNode[] = [];
  for (let start = 0; start < CLIENTS; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, async (_, k) => {
        const i = start + k;
        const socket = await connectLiveClient(nodes[i % nodes.length].baseUrl, {
          token: tokens[i % tokens.length],
        });
        const ack = await registerClient(socket, orgId);
        if (!ack.succeeded) throw new Error(`register failed: ${ack.messages[0]?.text}`);
        return { socket, nodeIndex: i % nodes.length };
      }),
    );
    clients.push(...batch);
  }
  return clients;
}

/** Starts the clock, causes one event, and collects each client's delay until it hears `Updated`. */
async function round(clients: TClientOnNode[], cause: () => Promise<void> | void): Promise<TRound> {
  const latencies: number[] = [];
  let missing = 0;
  const started = performance.now();
  const heard = clients.map(
    (client) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          missing++;
          resolve();
        }, DELIVERY_TIMEOUT_MS);
        client.socket.once(LIVE_EVENTS.updated, () => {
          clearTimeout(timer);
          latencies.push(performance.now() - started);
          resolve();
        });
      }),
  );
  await cause();
  await Promise.all(heard);
  return { latencies, missing };
}

/** A publishing-only Cairn node in this process (no clients, its own pool): its `app.live` is the emitter. */
async function emitterNode(databaseUrl: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    PORT: '0',
  });
  return buildApp({
    config: { ...config, webDistDir: undefined, redisUrl: LOCAL_SERVICES.redisUrl, databaseUrl },
    database: await openDatabase({ databaseUrl }),
  });
}

async function run(database: TDatabase, databaseUrl: string) {
  const owner = await buildMember(database.db);
  const others = await Promise.all(
    Array.from({ length: USERS - 1 }, () => buildMember(database.db, 'Member', owner.org.id)),
  );
  const users = [owner.user, ...others.map((m) => m.user)];
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i++)
    tokens.push((await buildSession(database.db, users[i % USERS], owner.org.id)).token);

  const nodes: TServerNode[] = [];
  let emitter: Awaited<ReturnType<typeof emitterNode>> | undefined;
  let clients: TClientOnNode[] = [];
  try {
    for (let n = 0; n < 2; n++)
      nodes.push(await startServerNode({ databaseUrl, redisUrl: LOCAL_SERVICES.redisUrl }));
    emitter = await emitterNode(databaseUrl);
    const live = emitter.live;
    clients = await connectClients(nodes, tokens, owner.org.id);
    const orgId = owner.org.id;

    // (a) The budget figure: app.live.entity on a third node; every delivery crosses Redis.
    const emitted: TRound[] = [];
    for (let e = 0; e < WARM_UP + EMITS; e++) {
      const result = await round(clients, () =>
        live.entity('Updated', { entityId: randomUUID(), type: 'org', orgId }),
      );
      if (e >= WARM_UP) emitted.push(result);
    }

    // (b) End to end: a real change (PUT org/{id}, one transaction) on node A or B, alternately.
    const caused: TRound[] = [];
    let version = owner.org.version;
    for (let e = 0; e < WARM_UP + HTTP_EVENTS; e++) {
      const result = await round(clients, async () => {
        const response = await fetch(`${nodes[e % 2].baseUrl}/api/v2/org/${orgId}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${owner.session.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Bench ${version + 1}`, themeColor: '#ff7900', version }),
        });
        const body = (await response.json()) as { org?: { version: number } };
        if (response.status !== 200 || !body.org) throw new Error(`PUT org/{id} answered ${response.status}`);
        version = body.org.version;
      });
      if (e >= WARM_UP) caused.push(result);
    }
    return { emitted, caused };
  } finally {
    for (const client of clients) client.socket.close();
    await emitter?.close();
    await Promise.allSettled(nodes.map((node) => node.stop()));
  }
}

function summarise(rounds: TRound[]) {
  const all = rounds.flatMap((r) => r.latencies);
  const missing = rounds.reduce((sum, r) => sum + r.missing, 0);
  return {
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    max: Math.max(...all),
    count: all.length,
    missing,
  };
}

/**
 * 100 hub clients, half on each of two server processes sharing PostgreSQL and Redis. The budget
 * figure times `app.live.entity` called on a third, in-process node (so the clock starts at the
 * emit and every delivery goes through Redis); a second figure times real changes made through
 * the HTTP API of either node, from the request to each client. Skipped when PostgreSQL or
 * Redis is not reachable.
 */
export async function benchLiveLatency(): Promise<{ p50Ms: number; p95Ms: number } | null> {
  section(`3. Live updates: ${CLIENTS} clients on two nodes (PostgreSQL + Redis)`);
  for (const url of [LOCAL_SERVICES.postgresUrl, LOCAL_SERVICES.redisUrl]) {
    if (!(await isReachable(url))) {
      report('skipped', `${new URL(url).protocol.replace(':', '')} is not reachable at ${new URL(url).host}`);
      return null;
    }
  }
  const fresh = await createFreshDatabase(LOCAL_SERVICES.postgresUrl, 'cairn_bench');
  const database = await openDatabase({ databaseUrl: fresh.url });
  try {
    const { emitted, caused } = await run(database, fresh.url);
    const direct = summarise(emitted);
    const viaHttp = summarise(caused);
    report(
      `emit -> client, ${EMITS} events (all via Redis)`,
      `${direct.count} of ${EMITS * CLIENTS} delivered`,
    );
    report('  p50 / p95 / max', `${ms(direct.p50)} / ${ms(direct.p95)} / ${ms(direct.max)}`);
    report(
      '  budget p95',
      `${ms(LIVE_P95_BUDGET_MS)}: ${direct.missing ? 'OVER BUDGET (missed deliveries)' : verdict(direct.p95, LIVE_P95_BUDGET_MS)}`,
    );
    report(
      `PUT org/{id} -> client, ${HTTP_EVENTS} changes`,
      `${viaHttp.count} of ${HTTP_EVENTS * CLIENTS} delivered`,
    );
    report(
      '  p50 / p95 / max (includes the transaction)',
      `${ms(viaHttp.p50)} / ${ms(viaHttp.p95)} / ${ms(viaHttp.max)}`,
    );
    return { p50Ms: direct.p50, p95Ms: direct.p95 };
  } finally {
    await database.close();
    await fresh.drop();
  }
}
