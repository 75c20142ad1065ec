import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@cairn/server/src/db/client.ts';
import {
  acSeats,
  measurableGoals,
  measurableMeetings,
  measurables,
  measuredValues,
  meetingOccurrences,
  meetings,
  vtoSections,
} from '@cairn/server/src/db/schema/index.ts';
import { buildAcChart } from '@cairn/server/src/test/ac-factories.ts';
import { buildMeeting, buildMember } from '@cairn/server/src/test/factories.ts';
import { buildTodo } from '@cairn/server/src/test/item-factories.ts';
import { setFlags } from '@cairn/server/src/test/pdf-text.ts';
import { buildVto } from '@cairn/server/src/test/vto-factories.ts';
import { and, eq } from 'drizzle-orm';
import { startBenchApp } from './bench-app.ts';
import { kb, ms, report, section } from './format.ts';

/** Runs of each document after one warm-up (the worker's first run loads its fonts). */
const RUNS = 3;
/** Where the first page of each document is written as a PNG to look at (`pdftoppm -r 60`). */
const PNG_DIR = process.env.PDF_BENCH_PNG_DIR ?? path.join(tmpdir(), 'cairn-pdf-bench');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Issue 31: time and bytes of each PDF through its route (the read, the worker pool, the
 * answer): a held meeting's summary, a 52-week scorecard of 15 measurables, a filled V/TO and a
 * 150-seat chart, on PGlite. The first page of each is written as a PNG to look at.
 */
export async function benchPdf(): Promise<void> {
  section('PDFs (issue 31): time and bytes per document, through the route and the worker pool');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-'));
  const database = await openDatabase({ dataDir });
  const { app, baseUrl } = await startBenchApp(database, { dataDir });
  const { db } = database;
  try {
    await setFlags(db, { MeetingPdfs: true });
    const { org, person, session } = await buildMember(db);
    const meeting = await buildMeeting(db, org.id, { ownerPersonId: person.id, title: 'Leadership L10' });
    const todos = [];
    for (let index = 0; index < 12; index += 1) {
      todos.push(
        await buildTodo(db, org.id, {
          ownerPersonId: person.id,
          meetingId: meeting.id,
          title: `Follow up with customer ${index + 1} about the renewal`,
        }),
      );
    }
    const [{ scorecardId } = { scorecardId: '' }] = await db
      .select({ scorecardId: meetings.scorecardId })
      .from(meetings)
      .where(eq(meetings.id, meeting.id));
    const weeks = Array.from({ length: 52 }, (_, index) =>
      new Date(Date.UTC(2026, 0, 5) + index * 7 * 86_400_000).toISOString().slice(0, 10),
    );
    for (let m = 0; m < 15; m += 1) {
      const [row] = await db
        .insert(measurables)
        .values({
          orgId: org.id,
          meetingId: meeting.id,
          title: `Measurable ${m + 1}`,
          ownerPersonId: person.id,
          comparison: 'GreaterOrEqual',
          unitOfMeasure: m % 3 === 0 ? 'Dollar' : 'Number',
          valueScale: 'One',
          decimalPlaces: 0,
          interval: 'Weekly',
        })
        .returning();
      if (!row) continue;
      await db.insert(measurableGoals).values({
        measurableId: row.id,
        orgId: org.id,
        fromPeriod: '0001-01-01',
        goalValue: 50,
        comparison: 'GreaterOrEqual',
      });
      await db
        .insert(measurableMeetings)
        .values({ measurableId: row.id, meetingId: meeting.id, orgId: org.id });
      await db.insert(measuredValues).values(
        weeks.map((intervalId, w) => ({
          measurableId: row.id,
          orgId: org.id,
          intervalId,
          value: 30 + ((w * 7 + m * 13) % 45),
        })),
      );
    }
    const startedAt = new Date('2026-03-02T15:00:00Z');
    const grid = await (
      await fetch(`${baseUrl}/api/v2/scorecard/${scorecardId}?end=2026-03-02&periods=13`, {
        headers: { authorization: `Bearer ${session.token}` },
      })
    ).json();
    const [held] = await db
      .insert(meetingOccurrences)
      .values({
        orgId: org.id,
        meetingId: meeting.id,
        startedAt,
        endedAt: new Date(startedAt.getTime() + 90 * 60_000),
        durationMs: 90 * 60_000,
        averageRating: 8.5,
        summary: {
          date: startedAt.toISOString(),
          durationMs: 90 * 60_000,
          sections: ['Segue', 'Scorecard', 'Rock review', 'Headlines', 'To-do list', 'IDS', 'Conclude'].map(
            (name, index) => ({
              id: `s${index}`,
              name,
              lengthInMinutes: index === 5 ? 60 : 5,
              elapsedMs: (index === 5 ? 55 : 6) * 60_000,
            }),
          ),
          attendees: [{ personId: person.id, name: 'Ada Owner', rating: 9 }],
          averageRating: 8.5,
          todosAdded: todos.map((todo) => ({ id: todo.id, title: todo.title })),
          todosCompleted: [],
          issuesSolved: [],
          headlinesReviewed: [],
          rocks: { onTrack: 0, offTrack: 0, onTrackPercent: null },
          scorecard: grid.scorecard,
        },
      })
      .returning();
    const vto = await buildVto(db, org.id, person.id);
    await db
      .update(vtoSections)
      .set({
        content: {
          items: [
            'Do the right thing',
            'Be humbly confident',
            'Grow or die',
            'Help first',
            'Ωmega quality',
          ].map((text, sequence) => ({ id: randomUUID(), text, sequence })),
        },
      })
      .where(and(eq(vtoSections.revisionId, vto.revision.id), eq(vtoSections.kind, 'core_values')));
    const chart = await buildAcChart(db, org.id, person.id);
    const ids = [chart.root.id, chart.seat.id];
    const seats = [];
    for (let key = 3; key <= 150; key += 1) {
      const id = randomUUID();
      seats.push({
        id,
        orgId: org.id,
        revisionId: chart.revision.id,
        key,
        title: `Seat ${key}`,
        parentId: ids[Math.floor((key - 2) / 5)] ?? chart.root.id,
        roles: ['Own the numbers', 'Hire and coach the team', 'Report weekly'],
      });
      ids.push(id);
    }
    await db.insert(acSeats).values(seats);

    const documents: [string, string, RequestInit][] = [
      ['meeting summary', `/traction/${meeting.id}/summary/pdf?meetingId=${held?.id}`, {}],
      [
        '52-week scorecard, 15 measurables',
        `/traction/scorecard/pdf/${scorecardId}`,
        {
          method: 'POST',
          body: JSON.stringify({ from: weeks[0], to: weeks.at(-1), orientation: 'landscape' }),
          headers: { 'content-type': 'application/json' },
        },
      ],
      ['V/TO', `/vto/collection/${vto.collection.id}/revision/${vto.revision.id}/pdf`, {}],
      [
        '150-seat chart, 2 pages wide',
        `/ac/collection/${chart.collection.id}/revision/${chart.revision.id}/pdf?pages=2`,
        {},
      ],
    ];
    mkdirSync(PNG_DIR, { recursive: true });
    for (const [name, url, init] of documents) {
      const fetchOnce = async () => {
        const res = await fetch(`${baseUrl}/api/v2${url}`, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${session.token}` },
        });
        const bytes = Buffer.from(await res.arrayBuffer());
        if (res.status !== 200) throw new Error(`${name}: ${res.status} ${bytes.toString().slice(0, 200)}`);
        return bytes;
      };
      await fetchOnce();
      const times: number[] = [];
      let bytes = Buffer.alloc(0);
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        bytes = await fetchOnce();
        times.push(performance.now() - start);
      }
      const file = path.join(PNG_DIR, name.replace(/[^\w]+/g, '-'));
      writeFileSync(`${file}.pdf`, bytes);
      const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [`${file}.pdf`]).toString())?.[1] ?? '?';
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', `${file}.pdf`, file]);
      report(
        name,
        `median ${ms(median(times))} (min ${ms(Math.min(...times))}), ${kb(bytes.length)}, ${pages} pages`,
      );
    }
    report('first pages as PNG', PNG_DIR);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
