import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@cairn/server/src/db/client.ts';
import {
  createFreshDatabase,
  isReachable,
  LOCAL_SERVICES,
} from '@cairn/server/src/plugins/live-updates/server-nodes.ts';
import pg from 'pg';
import { startBenchApp } from './bench-app.ts';
import { percentile, report, section, verdict } from './format.ts';
import {
  CONNECTIONS,
  DURATION_S,
  httpLoad,
  loopLoad,
  printLoad,
  type TLatencyFigures,
  WARM_UP_S,
} from './latency-load.ts';
import { seedSearchOrg } from './todo-search-seed.ts';

/** ARCHITECTURE §9: a search over 100,000 rows answers in under 50 ms at p95 ... */
const SEARCH_P95_BUDGET_MS = 50;
/** ... and a Cairn route costs under 2x the same query run straight through `pg`. */
const SEARCH_OVERHEAD_BUDGET = 2;
const TODO_COUNT = 100_000;
/** How long the single-caller loads run: the latency of one request without queueing. */
const ALONE_S = 5;
/** The pool size of the app (db/client.ts): the raw side gets the same database parallelism. */
const POOL_SIZE = 20;

/**
 * The body the web sends for the first page of a meeting's open to-dos (apps/web
 * `todoSearchBody`, team scope): statuses and meeting, by due date then age, with the total.
 */
const searchBody = (meetingId: string) => ({
  startIndex: 0,
  endIndex: 100,
  includeTotalCount: true,
  filters: { status: ['Pending', 'NotDone'], 'traction-ids': [meetingId] },
  sorts: [
    { property: 'dueDate', ascending: true },
    { property: 'createdAt', ascending: true },
  ],
});

/**
 * The SQL the service runs for that body and a Member (todo-kit.ts, item-visibility.ts,
 * item-search.ts, item-store.ts), written by hand: the organisation's live rows the Member sees
 * (their own, or of a meeting they are invited to), in the meeting, with an open status.
 * Parameters: org, person, meeting, the two statuses.
 */
const WHERE = `"org_id" = $1 and "deleted_at" is null
  and ("owner_person_id" = $2 or "meeting_id" in (select "meeting_id" from "meeting_invitees" where "person_id" = $2))
  and "meeting_id" in ($3) and "status" in ($4, $5)`;
const PAGE_SQL = `select "id", "created_at", "updated_at", "version", "org_id", "title", "owner_person_id",
  "content_html", "deleted_at", "meeting_id", "due_date", "status", "completed_at"
  from "todos" where ${WHERE} order by "due_date" asc, "created_at" asc, "id" asc limit 100`;
const COUNT_SQL = `select count(*)::int as "n" from "todos" where ${WHERE}`;

/** The page and the count in parallel: the quickest way raw `pg` answers what the route answers in one statement. */
async function rawSearch(pool: pg.Pool, values: string[]) {
  const [page, total] = await Promise.all([pool.query(PAGE_SQL, values), pool.query(COUNT_SQL, values)]);
  return { ids: page.rows.map((row: { id: string }) => row.id), totalCount: total.rows[0].n as number };
}

/** Seeds, then loads the Cairn route and the raw query one after the other. */
async function run(databaseUrl: string, dataDir: string) {
  const database = await openDatabase({ databaseUrl });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const { app, baseUrl } = await startBenchApp(database, { dataDir, databaseUrl });
  try {
    const seedStart = performance.now();
    const org = await seedSearchOrg(database.db, TODO_COUNT);
    const seedS = (performance.now() - seedStart) / 1000;
    const meetingId = org.meetings[0].id;
    const values = [org.orgId, org.caller.person.id, meetingId, 'Pending', 'NotDone'];
    const http = {
      url: `${baseUrl}/api/v2/todos/search`,
      method: 'POST' as const,
      headers: { authorization: `Bearer ${org.caller.session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(searchBody(meetingId)),
      connections: CONNECTIONS,
    };
    const first = await fetch(http.url, { method: 'POST', headers: http.headers, body: http.body });
    if (first.status !== 200) throw new Error(`POST /api/v2/todos/search answered ${first.status}`);
    const answer = (await first.json()) as { items: { id: string }[]; totalCount: number };
    const raw = await rawSearch(pool, values);
    if (raw.totalCount !== answer.totalCount || raw.ids.join() !== answer.items.map((i) => i.id).join()) {
      throw new Error('the raw query does not answer what the route answers');
    }

    const search = () => rawSearch(pool, values);
    await httpLoad({ ...http, duration: WARM_UP_S });
    const cairn = await httpLoad({ ...http, duration: DURATION_S });
    const cairnAlone = await httpLoad({ ...http, connections: 1, duration: ALONE_S });
    // autocannon drops its sockets when time is up; let the requests in flight finish first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await loopLoad(search, CONNECTIONS, WARM_UP_S);
    const straight = await loopLoad(search, CONNECTIONS, DURATION_S);
    const straightAlone = await loopLoad(search, 1, ALONE_S);
    return { seedS, totalCount: answer.totalCount, cairn, straight, cairnAlone, straightAlone };
  } finally {
    await app.close();
    await pool.end();
  }
}

/** Prints the figures against the budgets. */
function print(figures: Awaited<ReturnType<typeof run>>) {
  const { cairn, straight } = figures;
  const p95 = (f: TLatencyFigures) => percentile(f.latencies, 95);
  report('seeded', `${TODO_COUNT.toLocaleString('en')} to-dos in ${figures.seedS.toFixed(1)} s`);
  report('matching to-dos (totalCount)', `${figures.totalCount.toLocaleString('en')}`);
  printLoad(`Cairn route (HTTP, autocannon), ${CONNECTIONS} conn.`, cairn);
  printLoad(`raw pg, same SQL (pool of ${POOL_SIZE}), ${CONNECTIONS} callers`, straight);
  printLoad('Cairn route, 1 connection', figures.cairnAlone);
  printLoad('raw pg, same SQL, 1 caller', figures.straightAlone);
  report(`p95 of the route at ${CONNECTIONS} connections`, verdict(p95(cairn), SEARCH_P95_BUDGET_MS));
  const ratio = p95(cairn) / p95(straight);
  report('p95 ratio route / raw pg', `${ratio.toFixed(2)}x, ${verdict(ratio, SEARCH_OVERHEAD_BUDGET)}`);
  report(
    'throughput ratio raw pg / route',
    `${(straight.requestsPerSecond / cairn.requestsPerSecond).toFixed(2)}x`,
  );
}

/**
 * `POST /api/v2/todos/search` over an organisation with 100,000 to-dos on PostgreSQL: the first
 * page of a meeting's open to-dos as the web asks for it, signed in as a Member of the meeting,
 * at 50 connections; beside the same SQL run straight through `pg` at 50 concurrent callers, in
 * the same run; then each with a single caller (latency without queueing). Skipped when
 * PostgreSQL is not reachable.
 */
export async function benchTodoSearch(): Promise<void> {
  const rows = TODO_COUNT.toLocaleString('en');
  section(`4. POST /api/v2/todos/search over ${rows} to-dos (PostgreSQL), ${CONNECTIONS} connections`);
  if (!(await isReachable(LOCAL_SERVICES.postgresUrl))) {
    report('skipped', `PostgreSQL is not reachable at ${LOCAL_SERVICES.postgresUrl}`);
    return;
  }
  const fresh = await createFreshDatabase(LOCAL_SERVICES.postgresUrl, 'cairn_bench');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-'));
  try {
    print(await run(fresh.url, dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await fresh.drop();
  }
}
