import { periodsEnding } from '@cairn/domain/scorecards/periods';
import type { TDatabase } from '@cairn/server/src/db/client.ts';
import { measuredValues } from '@cairn/server/src/db/schema/index.ts';
import { buildMeeting, buildMember } from '@cairn/server/src/test/factories.ts';
import { buildMeasurable, scorecardIdOf } from '@cairn/server/src/test/scorecard-factories.ts';
import { onBothEngines, startBenchApp } from './bench-app.ts';
import { percentile, report, section } from './format.ts';
import { DURATION_S, httpLoad, printLoad, WARM_UP_S } from './latency-load.ts';

/** The workload: a scorecard of 15 measurables with a year of weekly values. */
export const MEASURABLES = 15;
export const WEEKS = 52;
const GRID_CONNECTIONS = 20;
/** Value saves are measured one after the other: the round trip a person typing waits for. */
const SAVES = 200;

/** A team with one meeting whose scorecard holds 15 measurables x 52 weeks of values. */
export async function seedScorecard(database: TDatabase) {
  const { db } = database;
  const owner = await buildMember(db);
  const meeting = await buildMeeting(db, owner.org.id, { ownerPersonId: owner.person.id });
  const end = new Date().toISOString().slice(0, 10);
  const weeks = periodsEnding(end, 'Weekly', WEEKS);
  const ids: string[] = [];
  for (let index = 0; index < MEASURABLES; index += 1) {
    const measurable = await buildMeasurable(db, owner.org.id, {
      meetingId: meeting.id,
      ownerPersonId: owner.person.id,
    });
    ids.push(measurable.id);
    await db
      .insert(measuredValues)
      .values(
        weeks.map((intervalId, week) => ({
          measurableId: measurable.id,
          orgId: owner.org.id,
          intervalId,
          value: (index * 7 + week) % 23,
        })),
      )
      .onConflictDoNothing();
  }
  return {
    owner,
    meetingId: meeting.id,
    scorecardId: await scorecardIdOf(db, meeting.id),
    measurableIds: ids,
    weeks,
  };
}

async function run(database: TDatabase, dataDir: string, databaseUrl?: string) {
  const { app, baseUrl } = await startBenchApp(database, { dataDir, databaseUrl });
  try {
    const seeded = await seedScorecard(database);
    const headers = {
      authorization: `Bearer ${seeded.owner.session.token}`,
      'content-type': 'application/json',
    };
    const gridUrl = `${baseUrl}/api/v2/scorecard/${seeded.scorecardId}?periods=${WEEKS}`;
    const first = await fetch(gridUrl, { headers });
    const answer = (await first.json()) as { scorecard: { measurables: { values: unknown[] }[] } };
    const cells = answer.scorecard.measurables.reduce((sum, m) => sum + m.values.length, 0);
    if (first.status !== 200 || cells < MEASURABLES * (WEEKS - 1))
      throw new Error(`grid answered ${first.status} with ${cells} cells`);
    const http = { url: gridUrl, method: 'GET' as const, headers, connections: GRID_CONNECTIONS };
    await httpLoad({ ...http, duration: WARM_UP_S });
    const grid = await httpLoad({ ...http, duration: DURATION_S });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const saves: number[] = [];
    for (let index = 0; index < SAVES; index += 1) {
      const measurableId = seeded.measurableIds[index % MEASURABLES];
      const url = `${baseUrl}/api/v2/scorecard/${seeded.scorecardId}/${measurableId}/add-measured-value`;
      const body = JSON.stringify({ intervalId: seeded.weeks[index % WEEKS], value: index, entered: true });
      const start = performance.now();
      const res = await fetch(url, { method: 'PUT', headers, body });
      if (res.status !== 200) throw new Error(`add-measured-value answered ${res.status}`);
      await res.arrayBuffer();
      saves.push(performance.now() - start);
    }
    return { grid, saves, cells };
  } finally {
    await app.close();
  }
}

function print(engine: string, figures: Awaited<ReturnType<typeof run>>) {
  printLoad(`${engine}: GET scorecard (${figures.cells} cells), ${GRID_CONNECTIONS} conn.`, figures.grid);
  report(
    `${engine}: value save round trip (${SAVES} in a row)`,
    `p50 ${percentile(figures.saves, 50).toFixed(1)} ms, p95 ${percentile(figures.saves, 95).toFixed(1)} ms`,
  );
}

/** Issue #11's figures: the grid of 15 measurables x 52 weeks at 20 connections, and a value save, on both engines. */
export async function benchScorecardGrid() {
  section(`Scorecard grid: ${MEASURABLES} measurables x ${WEEKS} weeks`);
  await onBothEngines('scorecard', run, print);
}
