import type { TDatabase } from '@cairn/server/src/db/client.ts';
import { onBothEngines, startBenchApp } from './bench-app.ts';
import { kb, ms, report, section } from './format.ts';
import { seedExportOrg } from './org-export-seed.ts';

type TFigures = {
  seedMs: number;
  counts: Record<string, number>;
  exportMs: number;
  zipBytes: number;
  importMs: number;
  imported: Record<string, number>;
};

/** Calls the bench app as the Owner; a non-2xx answer throws with its body. */
async function call(baseUrl: string, token: string, method: string, path: string, body?: BodyInit) {
  const res = await fetch(`${baseUrl}/api/v2${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Seeds the organisation, then times `POST org/export` to its zip and `POST org/import` of that zip. */
async function run(database: TDatabase, dataDir: string, databaseUrl?: string): Promise<TFigures> {
  const seeding = performance.now();
  const { token, counts } = await seedExportOrg(database.db);
  const seedMs = performance.now() - seeding;
  const { app, baseUrl } = await startBenchApp(database, { dataDir, databaseUrl });
  try {
    const exporting = performance.now();
    const { exportId } = (await (await call(baseUrl, token, 'POST', '/org/export', '{}')).json()) as {
      exportId: string;
    };
    for (;;) {
      const state = (await (await call(baseUrl, token, 'GET', `/org/export/${exportId}`)).json()) as {
        export: { status: string };
      };
      if (state.export.status === 'done') break;
      if (state.export.status === 'failed') throw new Error('the export failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const zip = new Uint8Array(
      await (await call(baseUrl, token, 'GET', `/org/export/${exportId}/download`)).arrayBuffer(),
    );
    const exportMs = performance.now() - exporting;
    const form = new FormData();
    form.append('file', new Blob([zip], { type: 'application/zip' }), 'export.zip');
    const importing = performance.now();
    const answer = (await (await call(baseUrl, token, 'POST', '/org/import', form)).json()) as {
      counts: Record<string, number>;
    };
    return {
      seedMs,
      counts,
      exportMs,
      zipBytes: zip.length,
      importMs: performance.now() - importing,
      imported: answer.counts,
    };
  } finally {
    await app.close();
  }
}

/**
 * `npm run bench -- org-export` (issue 37): the organisation export and import through their
 * calls, on the bench organisation of two years x 100 people (org-export-seed.ts), on each engine:
 * the time from asking for the export to holding its zip (the job, polled every 100 ms), the
 * zip's size, and the time to import it as a new organisation.
 */
export async function benchOrgExport(): Promise<void> {
  section('Organisation export and import (two years x 100 people)');
  await onBothEngines('org-export', run, (engine, figures) => {
    const made = Object.entries(figures.counts)
      .map(([kind, n]) => `${n.toLocaleString('en-US')} ${kind}`)
      .join(', ');
    report(`${engine}: seeded`, `${made} in ${ms(figures.seedMs)}`);
    report(`${engine}: export (ask to zip in hand)`, `${ms(figures.exportMs)}, ${kb(figures.zipBytes)}`);
    const rows = Object.values(figures.imported).reduce((sum, n) => sum + n, 0);
    report(
      `${engine}: import as a new organisation`,
      `${ms(figures.importMs)}, ${rows.toLocaleString('en-US')} rows`,
    );
  });
}
