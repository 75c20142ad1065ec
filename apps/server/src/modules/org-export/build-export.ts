import { EXPORT_FORMAT_VERSION } from '@cairn/domain/org-export/org-export.constants';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { orgs, people, userAvatars, users } from '../../db/schema/index.ts';
import { csvDocument } from '../../lib/csv.ts';
import { billingExportOf } from '../billing/index.ts';
import { logoForExport } from '../org-logos/index.ts';
import {
  AVATARS_FOLDER,
  BILLING_FILE,
  EXPORT_FORMAT_NAME,
  EXPORT_KINDS,
  LOGO_FILE,
  MANIFEST_FILE,
  ORG_FILE,
  PREFERENCES_FILE,
} from './export-kinds.ts';
import { csvCellOf, fieldsOf, pagesOf } from './export-rows.ts';
import { createZipWriter, type TChunkSink } from './export-zip.ts';

/** What `manifest.json` says about an export (docs/api-export.md). */
export type TManifest = {
  format: typeof EXPORT_FORMAT_NAME;
  formatVersion: number;
  cairnVersion: string;
  organization: { id: string; name: string };
  counts: Record<string, number>;
  createdAt: string;
  files: string[];
};

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Writes the organisation's export into the sink: one JSON file per kind, a CSV per list, the
 * organisation, the people's notification choices and pictures, and last the manifest with the counts.
 * `onProgress` hears the percent done after each kind.
 */
export async function buildExport(options: {
  db: TDbOrTx;
  orgId: string;
  cairnVersion: string;
  sink: TChunkSink;
  onProgress: (percent: number) => Promise<void>;
}): Promise<{ sizeBytes: number; counts: Record<string, number> }> {
  const { db, orgId } = options;
  const zip = createZipWriter(options.sink);
  const counts: Record<string, number> = {};
  const files: string[] = [];

  const [org] = await db.select().from(orgs).where(eq(orgs.id, orgId));
  if (!org) throw new Error('The organisation is gone.');
  const orgRow = { ...org, createdAt: org.createdAt.toISOString(), updatedAt: org.updatedAt.toISOString() };
  await zip.file(`${ORG_FILE}.json`, json(orgRow));
  files.push(`${ORG_FILE}.json`);

  const steps = EXPORT_KINDS.length + 1;
  for (const [index, kind] of EXPORT_KINDS.entries()) {
    let count = 0;
    const file = zip.open(`${kind.file}.json`);
    await file.write('[');
    for await (const rows of pagesOf(db, kind, orgId)) {
      const text = rows.map((row) => `${count++ === 0 ? '' : ','}\n${JSON.stringify(row)}`).join('');
      await file.write(text);
    }
    await file.write(count ? '\n]\n' : ']\n');
    await file.close();
    files.push(`${kind.file}.json`);
    counts[kind.file] = count;
    if (kind.hasCsv) {
      const fields = fieldsOf(kind);
      const csv = zip.open(`csv/${kind.file}.csv`);
      await csv.write(csvDocument([fields]));
      for await (const rows of pagesOf(db, kind, orgId)) {
        await csv.write(csvDocument(rows.map((row) => fields.map((field) => csvCellOf(row[field])))));
      }
      await csv.close();
      files.push(`csv/${kind.file}.csv`);
    }
    await options.onProgress(Math.floor(((index + 1) / steps) * 95));
  }

  const preferences = await db
    .select({ personId: people.id, preferences: users.notificationPreferences })
    .from(people)
    .innerJoin(users, eq(users.id, people.userId))
    .where(eq(people.orgId, orgId))
    .orderBy(people.id);
  const chosen = preferences.filter((row) => Object.keys(row.preferences).length > 0);
  await zip.file(`${PREFERENCES_FILE}.json`, json(chosen));
  files.push(`${PREFERENCES_FILE}.json`);
  counts[PREFERENCES_FILE] = chosen.length;

  // The people's pictures (their own, kept as accounts' avatars): `avatars/{personId}.webp`, 256 px.
  const avatars = await db
    .select({ personId: people.id, image: userAvatars.image256 })
    .from(people)
    .innerJoin(userAvatars, eq(userAvatars.userId, people.userId))
    .where(eq(people.orgId, orgId))
    .orderBy(people.id);
  for (const { personId, image } of avatars) {
    await zip.bytes(`${AVATARS_FOLDER}/${personId}.webp`, image);
    files.push(`${AVATARS_FOLDER}/${personId}.webp`);
  }
  counts[AVATARS_FOLDER] = avatars.length;

  const logo = await logoForExport(db, orgId);
  if (logo) {
    await zip.file(`${LOGO_FILE}.json`, json(logo.json));
    await zip.bytes(logo.json.png.file, logo.png);
    files.push(`${LOGO_FILE}.json`, logo.json.png.file);
  }
  counts[LOGO_FILE] = logo ? 1 : 0;

  // Billing: status, plan, invoices; no card numbers, tokens or provider references (billing-export.ts).
  const billing = await billingExportOf(db, orgId);
  await zip.file(`${BILLING_FILE}.json`, json(billing));
  files.push(`${BILLING_FILE}.json`);
  counts[BILLING_FILE] = billing.invoices.length;

  const manifest: TManifest = {
    format: EXPORT_FORMAT_NAME,
    formatVersion: EXPORT_FORMAT_VERSION,
    cairnVersion: options.cairnVersion,
    organization: { id: org.id, name: org.name },
    counts,
    createdAt: new Date().toISOString(),
    files,
  };
  await zip.file(MANIFEST_FILE, json(manifest));
  const sizeBytes = await zip.end();
  return { sizeBytes, counts };
}
