import type { TDatabase } from '@cairn/server/src/db/client.ts';
import { meetingOccurrences, meetings } from '@cairn/server/src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { apiCaller, onBothEngines, startBenchApp } from './bench-app.ts';
import { ms, percentile, report, section } from './format.ts';
import { seedExportOrg } from './org-export-seed.ts';
import { random } from './todo-search-seed.ts';

const WARM_UP = 5;
const SAMPLES = 40;
const DAY_MS = 86_400_000;

/** One case of the bench: a scope and a period over a span (the call's defaults unless `from` is given). */
type TCase = { label: string; scope: 'org' | 'meeting'; period: 'week' | 'quarter'; from?: string };
type TFigures = {
  seedMs: number;
  held: number;
  rows: { label: string; p50: number; p95: number; max: number }[];
};

const twoYearsAgo = () => new Date(Date.now() - 730 * DAY_MS).toISOString().slice(0, 10);

const CASES: TCase[] = [
  { label: 'org, week (13 weeks)', scope: 'org', period: 'week' },
  { label: 'org, quarter (4 quarters)', scope: 'org', period: 'quarter' },
  { label: 'meeting, week (13 weeks)', scope: 'meeting', period: 'week' },
  { label: 'meeting, quarter (4 quarters)', scope: 'meeting', period: 'quarter' },
  { label: 'org, week (2 years)', scope: 'org', period: 'week', from: twoYearsAgo() },
  { label: 'org, quarter (2 years)', scope: 'org', period: 'quarter', from: twoYearsAgo() },
];

/**
 * The held Level 10s the export seed does not write: each team's weekly meeting, two years of it,
 * with a rating from each of its ten members, so the rating and meetings series count real rows.
 */
async function holdMeetings(database: TDatabase, orgId: string): Promise<number> {
  const draw = random(32);
  const series = await database.db
    .select({ id: meetings.id })
    .from(meetings)
    .where(eq(meetings.orgId, orgId));
  const rows = [];
  for (const { id } of series) {
    for (let week = 0; week < 104; week++) {
      const startedAt = new Date(Date.now() - (week * 7 + 1) * DAY_MS);
      const durationMs = (85 + Math.round(draw() * 10)) * 60_000;
      rows.push({
        orgId,
        meetingId: id,
        startedAt,
        endedAt: new Date(startedAt.getTime() + durationMs),
        durationMs,
        averageRating: 8,
        summary: {
          date: startedAt.toISOString(),
          durationMs,
          sections: [{ id: 's', name: 'Level 10', lengthInMinutes: 90, elapsedMs: durationMs }],
          attendees: Array.from({ length: 10 }, (_, n) => ({
            personId: `p${n}`,
            name: `P${n}`,
            rating: 6 + Math.round(draw() * 4),
          })),
          averageRating: 8,
          todosAdded: [],
          todosCompleted: [],
          issuesSolved: [],
          headlinesReviewed: [{ id: 'h', title: 'A customer signed' }],
          rocks: { onTrack: 0, offTrack: 0, onTrackPercent: null },
          scorecard: null,
        },
      });
    }
  }
  for (let at = 0; at < rows.length; at += 500)
    await database.db.insert(meetingOccurrences).values(rows.slice(at, at + 500));
  return rows.length;
}

/** Seeds the organisation, then times `GET insights` for each case, one call at a time. */
async function run(database: TDatabase, dataDir: string, databaseUrl?: string): Promise<TFigures> {
  const seeding = performance.now();
  const { token } = await seedExportOrg(database.db);
  const [meeting] = await database.db
    .select({ id: meetings.id, orgId: meetings.orgId })
    .from(meetings)
    .limit(1);
  if (!meeting) throw new Error('the seed made no meeting');
  const held = await holdMeetings(database, meeting.orgId);
  const seedMs = performance.now() - seeding;
  const { app, baseUrl } = await startBenchApp(database, { dataDir, databaseUrl });
  const api = apiCaller(baseUrl, token);
  try {
    const rows = [];
    for (const one of CASES) {
      const query = new URLSearchParams({ scope: one.scope, period: one.period });
      if (one.scope === 'meeting') query.set('tractionId', meeting.id);
      if (one.from) query.set('from', one.from);
      const times: number[] = [];
      for (let i = 0; i < WARM_UP + SAMPLES; i++) {
        const started = performance.now();
        await api('GET', `/insights?${query}`);
        if (i >= WARM_UP) times.push(performance.now() - started);
      }
      rows.push({
        label: one.label,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: Math.max(...times),
      });
    }
    return { seedMs, held, rows };
  } finally {
    await app.close();
  }
}

/**
 * `npm run bench -- insights` (issue 32): `GET insights` over issue 37's organisation of two
 * years x 100 people (org-export-seed.ts) plus two years of held weekly meetings, on each engine:
 * p50 / p95 / max of 40 sequential calls (after 5 to warm up) for the organisation and one
 * meeting, per week and per quarter, over the default spans and over the whole two years.
 */
export async function benchInsights(): Promise<void> {
  section('GET insights (two years x 100 people)');
  await onBothEngines('insights', run, (engine, figures) => {
    report(`${engine}: seeded (+ ${figures.held.toLocaleString('en-US')} held meetings)`, ms(figures.seedMs));
    for (const row of figures.rows)
      report(`${engine}: ${row.label}`, `p50 ${ms(row.p50)}, p95 ${ms(row.p95)}, max ${ms(row.max)}`);
  });
}
