import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ITEM_CONTENT_HTML_MAX_LENGTH } from '@cairn/domain/items/items.constants';
import { openDatabase } from '@cairn/server/src/db/client.ts';
import { buildMeeting, buildMember } from '@cairn/server/src/test/factories.ts';
import { startBenchApp } from './bench-app.ts';
import { ms, percentile, report, section } from './format.ts';

/** Ten notes saved at once, each one as long as notes may be (issue 7 point 9). */
const NOTES_AT_ONCE = 10;
/** Rounds of ten saves while `GET /version` is measured. */
const ROUNDS = 3;
/** How long `GET /version` is measured alone, for the figure to compare with. */
const ALONE_MS = 2_000;

/** A note of nested lists just under the notes limit: the shape that made the sanitiser slowest. */
function nestedListNote(length = ITEM_CONTENT_HTML_MAX_LENGTH): string {
  const open = '<ul><li>A point of the plan';
  const close = '</li></ul>';
  const depth = 40;
  const block = open.repeat(depth) + close.repeat(depth);
  return block.repeat(Math.floor(length / block.length));
}

/** One caller asking `GET /version` again and again until `until` answers true; the latencies. */
async function versionLoop(baseUrl: string, until: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!until()) {
    const start = performance.now();
    const res = await fetch(`${baseUrl}/api/v2/version`);
    await res.arrayBuffer();
    latencies.push(performance.now() - start);
  }
  return latencies;
}

/**
 * `GET /api/v2/version` p99 alone, then while ten 100 KB nested-list notes are being saved at
 * once (as headlines, three rounds): the sanitiser runs in a worker pool, so the event loop keeps
 * answering. Before the pool the same load raised it from 4 ms to 7.0 s.
 */
export async function benchSanitiserStall(): Promise<void> {
  section(`5. GET /version while ${NOTES_AT_ONCE} notes of 100 KB are saved at once (sanitiser)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-bench-'));
  const database = await openDatabase({ dataDir });
  const { app, baseUrl } = await startBenchApp(database, { dataDir });
  try {
    const { org, person, session } = await buildMember(database.db);
    const meeting = await buildMeeting(database.db, org.id, { ownerPersonId: person.id });
    const note = nestedListNote();
    const save = async () => {
      const res = await fetch(`${baseUrl}/api/v2/headlines`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'A long note',
          ownerId: person.id,
          tractionId: meeting.id,
          contentHtml: note,
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`POST /api/v2/headlines answered ${res.status}, not 201`);
    };
    await save(); // warm-up: the first note starts the pool's threads

    const aloneUntil = performance.now() + ALONE_MS;
    const alone = await versionLoop(baseUrl, () => performance.now() > aloneUntil);

    let saving = true;
    const during = versionLoop(baseUrl, () => !saving);
    const savesStart = performance.now();
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        await Promise.all(Array.from({ length: NOTES_AT_ONCE }, save));
      }
    } finally {
      saving = false;
    }
    const savesMs = (performance.now() - savesStart) / ROUNDS;
    const loaded = await during;

    const figure = (values: number[]) =>
      `p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))} (${values.length} requests)`;
    report(`note length`, `${note.length.toLocaleString('en-US')} characters`);
    report('GET /version alone', figure(alone));
    report(`GET /version while ${NOTES_AT_ONCE} notes are saved`, figure(loaded));
    report(`${NOTES_AT_ONCE} saves at once, each round`, ms(savesMs));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
