import { performance } from 'node:perf_hooks';
import { LIVE_EVENTS } from '@cairn/domain/realtime/events';
import { openDatabase } from '@cairn/server/src/db/client.ts';
import { connectLiveClient, registerClient, type TLiveClient } from '@cairn/server/src/plugins/live-updates/live-test-client.ts';
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
const EVENTS = 50;
const WARM_UP_EVENTS = 5;
const DELIVERY_TIMEOUT_MS = 5000;

type TClientOnNode = { socket: TLiveClient; node: 'A' | 'B' };
type TSample = { latencyMs: number; crossNode: boolean };

/** Connects and registers clients ten at a time, alternating between the two nodes. */
async function connectClients(nodes: TServerNode[], tokens: string[], orgId: string): Promise<TClientOnNode[]> {
  const clients: TClientOnNode[] = [];
  for (let start = 0; start < CLIENTS; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, async (_, k) => {
        const i = start + k;
        const node = i % 2 === 0 ? 'A' : 'B';
        const socket = await connectLiveClient(nodes[i % 2].baseUrl, { token: tokens[i % tokens.length] });
        const ack = await registerClient(socket, orgId);
        if (!ack.succeeded) throw new Error(`register failed: ${ack.messages[0]?.text}`);
        return { socket, node } as TClientOnNode;
      }),
    );
    clients.push(...batch);
  }
  return clients;
}

/**
 * One event: the organisation is renamed through `PUT /api/v2/org/{id}` on one node (a real
 * transaction, then `Updated` to the organisation's room); the latency of each client is from
 * the moment the request is sent to the moment that client hears the event.
 */
async function oneEvent(node: TServerNode, origin: 'A' | 'B', clients: TClientOnNode[], request: { orgId: string; token: string; version: number }) {
  const samples: TSample[] = [];
  const started = performance.now();
  const delivered = Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS);
          client.socket.once(LIVE_EVENTS.updated, () => {
            clearTimeout(timer);
            samples.push({ latencyMs: performance.now() - started, crossNode: client.node !== origin });
            resolve();
          });
        }),
    ),
  );
  const response = await fetch(`${node.baseUrl}/api/v2/org/${request.orgId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${request.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench ${request.version + 1}`, themeColor: '#ff7900', version: request.version }),
  });
  const answeredMs = performance.now() - started;
  const body = (await response.json()) as { org?: { version: number }; messages?: { text: string }[] };
  if (response.status !== 200 || !body.org) throw new Error(`PUT org answered ${response.status}: ${body.messages?.[0]?.text}`);
  await delivered;
  return { samples, answeredMs, version: body.org.version };
}

/**
 * 100 hub clients, half on each of two server processes sharing PostgreSQL and Redis; events
 * are caused alternately on either node, so half of every delivery crosses Redis.
 * Skipped with a clear line when PostgreSQL or Redis is not reachable.
 */
export async function benchLiveLatency(): Promise<{ p50Ms: number; p95Ms: number } | null> {
  section(`3. Live updates: ${CLIENTS} clients on two nodes (PostgreSQL + Redis), ${EVENTS} events`);
  for (const url of [LOCAL_SERVICES.postgresUrl, LOCAL_SERVICES.redisUrl]) {
    if (!(await isReachable(url))) {
      report('skipped', `${new URL(url).protocol.replace(':', '')} is not reachable at ${new URL(url).host}`);
      return null;
    }
  }
  const database = await createFreshDatabase(LOCAL_SERVICES.postgresUrl, 'cairn_bench');
  const db = await openDatabase({ databaseUrl: database.url });
  const nodes: TServerNode[] = [];
  const clients: TClientOnNode[] = [];
  try {
    const owner = await buildMember(db.db);
    const members = [owner, ...(await Promise.all(Array.from({ length: USERS - 1 }, () => buildMember(db.db, 'Member', owner.org.id))))];
    const tokens: string[] = [];
    for (let i = 0; i < CLIENTS; i++) tokens.push((await buildSession(db.db, members[i % USERS].user, owner.org.id)).token);

    nodes.push(await startServerNode({ databaseUrl: database.url, redisUrl: LOCAL_SERVICES.redisUrl }));
    nodes.push(await startServerNode({ databaseUrl: database.url, redisUrl: LOCAL_SERVICES.redisUrl }));
    clients.push(...(await connectClients(nodes, tokens, owner.org.id)));

    const request = { orgId: owner.org.id, token: owner.session.token, version: owner.org.version };
    const samples: TSample[] = [];
    const answered: number[] = [];
    for (let e = 0; e < WARM_UP_EVENTS + EVENTS; e++) {
      const origin = e % 2 === 0 ? 'A' : 'B';
      const result = await oneEvent(nodes[e % 2], origin, clients, request);
      request.version = result.version;
      if (e < WARM_UP_EVENTS) continue;
      samples.push(...result.samples);
      answered.push(result.answeredMs);
    }

    const all = samples.map((s) => s.latencyMs);
    const cross = samples.filter((s) => s.crossNode).map((s) => s.latencyMs);
    const local = samples.filter((s) => !s.crossNode).map((s) => s.latencyMs);
    const missing = EVENTS * CLIENTS - samples.length;
    const p50 = percentile(all, 50);
    const p95 = percentile(all, 95);
    report('deliveries', `${samples.length} of ${EVENTS * CLIENTS}${missing ? ` (${missing} MISSING)` : ''}`);
    report('latency from the request: p50 / p95 / max', `${ms(p50)} / ${ms(p95)} / ${ms(Math.max(...all))}`);
    report('  same node as the request: p50 / p95', `${ms(percentile(local, 50))} / ${ms(percentile(local, 95))}`);
    report('  other node, through Redis: p50 / p95', `${ms(percentile(cross, 50))} / ${ms(percentile(cross, 95))}`);
    report('the HTTP answer itself: p50 / p95', `${ms(percentile(answered, 50))} / ${ms(percentile(answered, 95))}`);
    report('budget p95', `${ms(LIVE_P95_BUDGET_MS)}: ${missing ? 'OVER BUDGET (missed deliveries)' : verdict(p95, LIVE_P95_BUDGET_MS)}`);
    return { p50Ms: p50, p95Ms: p95 };
  } finally {
    for (const client of clients) client.socket.close();
    await Promise.allSettled(nodes.map((node) => node.stop()));
    await db.close();
    await database.drop();
  }
}
