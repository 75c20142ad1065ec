import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import {
  LIVE_MEETING_EVENTS,
  REACTIONS,
  type TLiveMeetingAction,
} from '@cairn/domain/live-meeting/live-meeting.constants';
import type { TLiveMeeting } from '@cairn/domain/live-meeting/live-meeting.schemas';
import type { TLiveMeetingEventPayload } from '@cairn/domain/live-meeting/live-meeting-events';
import { openDatabase, type TDb } from '@cairn/server/src/db/client.ts';
import {
  connectLiveClient,
  type TLiveClient,
} from '@cairn/server/src/plugins/live-updates/live-test-client.ts';
import {
  createFreshDatabase,
  isReachable,
  LOCAL_SERVICES,
  startServerNode,
  type TServerNode,
} from '@cairn/server/src/plugins/live-updates/server-nodes.ts';
import { buildMeeting, buildMember } from '@cairn/server/src/test/factories.ts';
import { buildIssue } from '@cairn/server/src/test/item-factories.ts';
import { ms, percentile, report, section, verdict } from './format.ts';
import { LIVE_P95_BUDGET_MS } from './live-latency.ts';

const ATTENDEES = 15;
const ISSUES = 40;
const LATENCY_ROUNDS = 60;
const WARM_UP = 5;
const ACTIONS = 2000;
const DELIVERY_TIMEOUT_MS = 5000;
const CONVERGE_TIMEOUT_MS = 20_000;

type TPerson = { personId: string; token: string };

/** A seeded random source, so every run makes the same meeting. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T };
}

async function call(node: TServerNode, token: string, method: 'GET' | 'POST', url: string, body?: object) {
  const response = await fetch(`${node.baseUrl}/api/v2${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { liveMeeting?: TLiveMeeting };
  return { status: response.status, liveMeeting: answer.liveMeeting };
}

/**
 * One attendee's screen as the web keeps it: it listens to the meeting's room, refetches the
 * state when an event carries a newer version (one refetch at a time, again if more arrived
 * meanwhile), and keeps its own answers unless a newer state is already shown.
 */
class MirrorClient {
  state: TLiveMeeting | null = null;
  private isFetching = false;
  private isStale = false;
  private waiters: (() => void)[] = [];

  readonly socket: TLiveClient;
  private readonly node: TServerNode;
  private readonly person: TPerson;
  private readonly meetingThreadId: string;

  constructor(socket: TLiveClient, node: TServerNode, person: TPerson, meetingThreadId: string) {
    this.socket = socket;
    this.node = node;
    this.person = person;
    this.meetingThreadId = meetingThreadId;
    for (const event of LIVE_MEETING_EVENTS)
      socket.on(event, (payload: TLiveMeetingEventPayload) => {
        if (!this.state || payload.version > this.state.version) void this.refetch();
      });
  }

  keep(liveMeeting: TLiveMeeting | undefined) {
    if (liveMeeting && (!this.state || liveMeeting.version >= this.state.version)) this.state = liveMeeting;
    for (const wake of this.waiters.splice(0)) wake();
  }

  async refetch(): Promise<void> {
    if (this.isFetching) {
      this.isStale = true;
      return;
    }
    this.isFetching = true;
    try {
      do {
        this.isStale = false;
        const answer = await call(
          this.node,
          this.person.token,
          'GET',
          `/live-meeting/${this.meetingThreadId}`,
        );
        this.keep(answer.liveMeeting);
      } while (this.isStale);
    } finally {
      this.isFetching = false;
    }
  }

  /** Resolves once this screen shows `version` or later; false after the timeout. */
  async reach(version: number): Promise<boolean> {
    const deadline = Date.now() + CONVERGE_TIMEOUT_MS;
    while ((this.state?.version ?? -1) < version) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  }
}

async function seed(db: TDb) {
  const owner = await buildMember(db);
  const others = await Promise.all(
    Array.from({ length: ATTENDEES - 1 }, () => buildMember(db, 'Member', owner.org.id)),
  );
  const people: TPerson[] = [owner, ...others].map((m) => ({
    personId: m.person.id,
    token: m.session.token,
  }));
  const meeting = await buildMeeting(db, owner.org.id, {
    ownerPersonId: owner.person.id,
    inviteeIds: others.map((m) => m.person.id),
  });
  const issueIds: string[] = [];
  for (let i = 0; i < ISSUES; i++)
    issueIds.push(
      (await buildIssue(db, owner.org.id, { ownerPersonId: owner.person.id, meetingId: meeting.id })).id,
    );
  return { people, meetingThreadId: meeting.id, issueIds };
}

/** The next action of an attendee: the scribe also moves the meeting and runs the IDS. */
function nextAction(
  random: ReturnType<typeof randomSource>,
  isScribe: boolean,
  view: TLiveMeeting,
  people: TPerson[],
  issueIds: string[],
  self: TPerson,
): { action: TLiveMeetingAction; body: Record<string, unknown> } {
  const roll = random.next();
  if (isScribe && roll < 0.6) {
    const scribeRoll = random.next();
    if (scribeRoll < 0.15) return { action: 'next-agenda-item', body: { fromIndex: view.agendaIndex } };
    if (scribeRoll < 0.3)
      return { action: 'set-agenda-item', body: { index: Math.floor(random.next() * view.agenda.length) } };
    if (scribeRoll < 0.5) return { action: 'add-focus-issue', body: { issueId: random.pick(issueIds) } };
    if (scribeRoll < 0.6) return { action: 'remove-focus-issue', body: { issueId: random.pick(issueIds) } };
    if (scribeRoll < 0.7) return { action: 'start-focus-group', body: {} };
    if (scribeRoll < 0.85)
      return {
        action: 'next-focus-issue',
        body: { isSolved: random.next() < 0.5, fromIndex: view.focusIndex },
      };
    return { action: 'set-selected-attendee', body: { personId: random.pick(people).personId } };
  }
  if (roll < 0.75) return { action: 'reaction', body: { id: random.pick(REACTIONS) } };
  if (roll < 0.85)
    return {
      action: 'add-rating',
      body: { personId: self.personId, rating: 1 + Math.floor(random.next() * 10) },
    };
  if (roll < 0.93) return { action: 'mark-as-solved', body: { issueId: random.pick(issueIds) } };
  return { action: 'reopen-issue', body: { issueId: random.pick(issueIds) } };
}

async function run(databaseUrl: string, db: TDb) {
  const { people, meetingThreadId, issueIds } = await seed(db);
  const nodes: TServerNode[] = [];
  const clients: MirrorClient[] = [];
  try {
    for (let n = 0; n < 2; n++)
      nodes.push(await startServerNode({ databaseUrl, redisUrl: LOCAL_SERVICES.redisUrl }));
    const nodeOf = (i: number) => nodes[i % nodes.length] as TServerNode;
    for (const [i, person] of people.entries()) {
      const socket = await connectLiveClient(nodeOf(i).baseUrl, { token: person.token });
      const ack = await socket.timeout(5000).emitWithAck('registerMeeting', meetingThreadId);
      if (!ack.succeeded) throw new Error(`registerMeeting refused: ${ack.messages[0]?.text}`);
      clients.push(new MirrorClient(socket, nodeOf(i), person, meetingThreadId));
    }
    const scribe = people[0] as TPerson;
    const act = async (i: number, action: TLiveMeetingAction, body: Record<string, unknown> = {}) => {
      const person = people[i] as TPerson;
      const meetingId = clients[i]?.state?.meetingId;
      const answer = await call(nodeOf(i), person.token, 'POST', `/live-meeting/${action}`, {
        meetingThreadId,
        ...(meetingId && action !== 'join' && action !== 'start' ? { meetingId } : {}),
        ...body,
      });
      clients[i]?.keep(answer.liveMeeting);
      return answer.status;
    };
    for (const [i] of people.entries()) {
      const status = await act(i, 'join');
      if (status !== 200) throw new Error(`join answered ${status}`);
    }
    if ((await act(0, 'start')) !== 200) throw new Error('start refused');
    await Promise.all(clients.map((client) => client.refetch()));

    // (a) Action to event: the scribe moves the section through node A or B in turn; the clock
    // runs from the request to each attendee hearing AgendaItemChanged.
    const latencies: number[] = [];
    let missing = 0;
    for (let round = 0; round < WARM_UP + LATENCY_ROUNDS; round++) {
      const started = performance.now();
      const heard = clients.map(
        (client) =>
          new Promise<number | null>((resolve) => {
            const timer = setTimeout(() => resolve(null), DELIVERY_TIMEOUT_MS);
            client.socket.once('AgendaItemChanged', () => {
              clearTimeout(timer);
              resolve(performance.now() - started);
            });
          }),
      );
      const status = await call(nodeOf(round), scribe.token, 'POST', '/live-meeting/set-agenda-item', {
        meetingThreadId,
        meetingId: clients[0]?.state?.meetingId,
        index: 1 + (round % 6),
      });
      if (status.status !== 200) throw new Error(`set-agenda-item answered ${status.status}`);
      for (const delay of await Promise.all(heard)) {
        if (round < WARM_UP) continue;
        if (delay === null) missing++;
        else latencies.push(delay);
      }
    }

    // (b) The meeting: every attendee acts at once, one action after another, 2,000 in all.
    const random = randomSource(12);
    const statuses = new Map<number, number>();
    const perAttendee = Math.ceil(ACTIONS / ATTENDEES);
    let sent = 0;
    const started = performance.now();
    await Promise.all(
      people.map(async (person, i) => {
        for (let k = 0; k < perAttendee && sent < ACTIONS; k++) {
          sent++;
          const view = clients[i]?.state as TLiveMeeting;
          const { action, body } = nextAction(random, i === 0, view, people, issueIds, person);
          const status = await act(i, action, body);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const meetingMs = performance.now() - started;

    // Every screen must come to the server's final state, and show exactly that.
    const final = (await call(nodeOf(0), scribe.token, 'GET', `/live-meeting/${meetingThreadId}`))
      .liveMeeting as TLiveMeeting;
    const reached = await Promise.all(clients.map((client) => client.reach(final.version)));
    const comparable = (state: TLiveMeeting | null) => {
      if (!state) return null;
      const { serverTime: _serverTime, ...rest } = state;
      return rest;
    };
    const diverged = clients.filter(
      (client, i) => !reached[i] || !isDeepStrictEqual(comparable(client.state), comparable(final)),
    ).length;
    return { latencies, missing, statuses, meetingMs, sent, final, diverged };
  } finally {
    for (const client of clients) client.socket.close();
    await Promise.allSettled(nodes.map((node) => node.stop()));
  }
}

/**
 * The live meeting (issue #12) on two server processes sharing PostgreSQL and Redis, with 15
 * attendees alternating between them: (a) the time from the scribe's action to each attendee
 * hearing its event; (b) a meeting of 2,000 actions made at once by all 15 (moves, focus issues,
 * solves and reopens, reactions, ratings), after which every attendee's screen, kept the way the
 * web keeps it, must equal the server's final state. Skipped when PostgreSQL or Redis is down.
 */
export async function benchLiveMeeting(): Promise<{ p95Ms: number; diverged: number } | null> {
  section(`Live meeting: ${ATTENDEES} attendees on two nodes (PostgreSQL + Redis)`);
  for (const url of [LOCAL_SERVICES.postgresUrl, LOCAL_SERVICES.redisUrl]) {
    if (!(await isReachable(url))) {
      report('skipped', `${new URL(url).protocol.replace(':', '')} is not reachable at ${new URL(url).host}`);
      return null;
    }
  }
  const fresh = await createFreshDatabase(LOCAL_SERVICES.postgresUrl, 'cairn_bench_live');
  const database = await openDatabase({ databaseUrl: fresh.url });
  try {
    const result = await run(fresh.url, database.db);
    const p95 = percentile(result.latencies, 95);
    report(
      `action -> event, ${LATENCY_ROUNDS} section moves`,
      `${result.latencies.length} of ${LATENCY_ROUNDS * ATTENDEES} heard`,
    );
    report(
      '  p50 / p95 / max',
      `${ms(percentile(result.latencies, 50))} / ${ms(p95)} / ${ms(Math.max(...result.latencies))}`,
    );
    report(
      '  budget p95',
      `${ms(LIVE_P95_BUDGET_MS)}: ${result.missing ? 'OVER BUDGET (missed events)' : verdict(p95, LIVE_P95_BUDGET_MS)}`,
    );
    const answers = [...result.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
    report(`meeting of ${result.sent} actions by ${ATTENDEES}`, `${(result.meetingMs / 1000).toFixed(1)} s`);
    report('  answers', answers);
    report('  final version', String(result.final.version));
    report(
      '  screens equal to the server',
      result.diverged === 0
        ? `${ATTENDEES} of ${ATTENDEES}`
        : `FAILED: ${result.diverged} of ${ATTENDEES} diverged`,
    );
    if ([...result.statuses.keys()].some((status) => status >= 500))
      report('  server errors', 'FAILED: an action answered 5xx');
    return { p95Ms: p95, diverged: result.diverged };
  } finally {
    await database.close();
    await fresh.drop();
  }
}
