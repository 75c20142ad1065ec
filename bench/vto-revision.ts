import type { TDatabase } from '@cairn/server/src/db/client.ts';
import { buildMeeting, buildMember } from '@cairn/server/src/test/factories.ts';
import { apiCaller, onBothEngines, startBenchApp, type TApiCaller } from './bench-app.ts';
import { section } from './format.ts';
import { DURATION_S, httpLoad, printLoad, WARM_UP_S } from './latency-load.ts';

const CONNECTIONS = 20;
/** A well-used V/TO: what a leadership team writes into both pages over a year. */
const SIZE = { coreValues: 7, uniques: 3, metrics: 4, measurables: 5, goals: 8, rocks: 7, issues: 30 };
const PARAGRAPH = `<p>${'We win by solving the problem our customers keep telling us about. '.repeat(12)}</p>`;

const versionOf = (answer: Record<string, unknown>) => (answer.section as { version: number }).version;
const lines = (count: number, make: (n: number) => object) =>
  Array.from({ length: count }, (_, n) => make(n));

/** Fills every section of a new draft through the API, as the web's section calls do. */
async function fillRevision(call: TApiCaller, ownerId: string) {
  const folder = await call('POST', '/vto/collections', { title: 'Bench folder' });
  const c = (folder.collection as { id: string }).id;
  const made = await call('POST', `/vto/collection/${c}/revision`, { title: 'Q1 2027' });
  const r = (made.revision as { id: string }).id;
  const base = `/vto/collection/${c}/revision/${r}`;

  let version = 0;
  for (let n = 0; n < SIZE.coreValues; n++)
    version = versionOf(await call('POST', `${base}/core-value`, { text: `Core value ${n + 1}`, version }));
  for (const path of ['core-values-speech', 'ten-year-target'])
    await call('PUT', `${base}/${path}`, { contentHtml: PARAGRAPH, version: 0 });
  await call('PUT', `${base}/core-focus`, {
    description: 'Help teams run on EOS',
    niche: 'Leadership teams',
    version: 0,
  });
  // The target market, proven process, guarantee and uniques are one section: one version chain.
  version = 0;
  for (const path of ['target-market', 'proven-process', 'guarantee'])
    version = versionOf(await call('PUT', `${base}/${path}`, { contentHtml: PARAGRAPH, version }));
  for (let n = 0; n < SIZE.uniques; n++)
    version = versionOf(
      await call('POST', `${base}/target-market/unique`, { text: `Unique ${n + 1}`, version }),
    );
  for (const path of ['three-year-picture', 'one-year-plan', 'quarterly-plan']) {
    await call('PUT', `${base}/${path}`, {
      futureDate: '2027-12-31',
      financialMetrics: lines(SIZE.metrics, (n) => ({
        title: `Figure ${n + 1}`,
        value: `$${n + 1}M`,
        isVisibleToLtOnly: n === 0,
      })),
      measurables: lines(SIZE.measurables, (n) => ({
        title: `Measurable ${n + 1}`,
        value: 10 * (n + 1),
        unitOfMeasure: 'Dollar',
        valueScale: 'Thousand',
        decimalPlaces: 0,
      })),
      goals: lines(SIZE.goals, (n) => ({ text: `Goal ${n + 1}` })),
      contentHtml: PARAGRAPH,
      version: 0,
    });
  }
  const plan = (await call('GET', base)).revision as { quarterlyPlan: { version: number } };
  version = plan.quarterlyPlan.version;
  for (let n = 0; n < SIZE.rocks; n++) {
    const body = { title: `Company rock ${n + 1}`, ownerId, dueDate: '2027-03-31', version };
    version = versionOf(await call('POST', `${base}/quarterly-plan/rock`, body));
  }
  for (let n = 0; n < SIZE.issues; n++)
    await call('POST', `${base}/long-term-issue`, {
      title: `Long-term issue ${n + 1}`,
      ownerId,
      contentHtml: PARAGRAPH,
    });
  return base;
}

async function run(database: TDatabase, dataDir: string, databaseUrl?: string) {
  const { app, baseUrl } = await startBenchApp(database, { dataDir, databaseUrl });
  try {
    const owner = await buildMember(database.db);
    await buildMeeting(database.db, owner.org.id, {
      ownerPersonId: owner.person.id,
      isLeadershipTeam: true,
      title: 'Leadership Team',
    });
    const base = await fillRevision(apiCaller(baseUrl, owner.session.token), owner.person.id);
    const url = `${baseUrl}/api/v2${base}`;
    const headers = { authorization: `Bearer ${owner.session.token}` };
    const check = await fetch(url, { headers });
    const body = await check.text();
    if (check.status !== 200) throw new Error(`GET revision answered ${check.status}`);
    const load = (duration: number, connections = CONNECTIONS) =>
      httpLoad({ url, method: 'GET', headers, connections, duration });
    await load(WARM_UP_S);
    return { alone: await load(DURATION_S, 1), busy: await load(DURATION_S), kb: body.length / 1024 };
  } finally {
    await app.close();
  }
}

function print(engine: string, figures: Awaited<ReturnType<typeof run>>) {
  printLoad(`${engine}: GET a full revision (${figures.kb.toFixed(0)} KB), alone`, figures.alone);
  printLoad(`${engine}: GET a full revision, ${CONNECTIONS} conn.`, figures.busy);
}

/** Issue #13's figure: `GET` of a full V/TO revision, p95 at 20 connections, on both engines. */
export async function benchVtoRevision() {
  section(
    `V/TO: a full revision (${SIZE.coreValues} core values, 3 plans of ${SIZE.measurables} measurables and ${SIZE.goals} goals, ${SIZE.rocks} rocks, ${SIZE.issues} long-term issues)`,
  );
  await onBothEngines('vto-revision', run, print);
}
