import { errorMessage, MessageCode } from '@cairn/domain/errors';
import { ZOrgTerms } from '@cairn/domain/i18n/org-terms.schemas';
import {
  EXPORT_FORMAT_VERSION,
  EXPORT_TEXTS,
  IMPORT_MAX_REASONS,
} from '@cairn/domain/org-export/org-export.constants';
import type { TImportCounts } from '@cairn/domain/org-export/org-export.schemas';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.ts';
import { runChange } from '../../db/run-change.ts';
import { orgs, people, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { sanitizeRichTextOffThread } from '../../lib/sanitize-pool.ts';
import { findUser } from '../auth/index.ts';
import { decodeExportedLogo, restoreLogo } from '../org-logos/index.ts';
import type { TOrgActor, TOrgsDeps, TPersonRow } from '../orgs/index.ts';
import { createInvitationsService } from '../people/index.ts';
import type { TManifest } from './build-export.ts';
import {
  EXPORT_FORMAT_NAME,
  EXPORT_KINDS,
  LOGO_FILE,
  MANIFEST_FILE,
  ORG_FILE,
  PREFERENCES_FILE,
  type TExportKind,
} from './export-kinds.ts';
import { insertableRow, newIdsFor, parentsFirst, remapIds, rowProblems } from './import-rows.ts';
import { ImportRefusal } from './read-export-zip.ts';

type TRow = Record<string, unknown>;

/** Rows per insert statement. */
const INSERT_BATCH = 500;

/** Thrown at the end of a dry run so its transaction rolls back with everything it made. */
class DryRunDone extends Error {}

/** The 422 of a refused import: its first reasons, each a message. */
export function refusedImport(reasons: string[]): HttpError {
  return new HttpError(
    422,
    reasons.slice(0, IMPORT_MAX_REASONS).map((text) => errorMessage(MessageCode.Invalid, text, 'file')),
  );
}

/** A file's JSON, or a refusal naming it. */
/** The export's logo encoded anew (an export made before logos were exported has none). */
async function importedLogo(files: Map<string, string>) {
  const name = `${LOGO_FILE}.json`;
  if (!files.has(name)) return null;
  try {
    return await decodeExportedLogo(parsed(files, name));
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    throw new ImportRefusal([`${name}: ${error instanceof Error ? error.message : 'not an image'}.`]);
  }
}

function parsed(files: Map<string, string>, name: string): unknown {
  const text = files.get(name);
  if (text === undefined) throw new ImportRefusal([`The export has no ${name}.`]);
  try {
    return JSON.parse(text);
  } catch {
    throw new ImportRefusal([`${name} is not valid JSON.`]);
  }
}

/** The manifest, checked: a Cairn export of a format this Cairn reads. */
function manifestOf(files: Map<string, string>): TManifest {
  const manifest = parsed(files, MANIFEST_FILE) as Partial<TManifest> | null;
  if (!manifest || manifest.format !== EXPORT_FORMAT_NAME)
    throw new ImportRefusal([EXPORT_TEXTS.notAnExport]);
  const version = Number(manifest.formatVersion);
  if (!Number.isInteger(version) || version < 1) throw new ImportRefusal([EXPORT_TEXTS.notAnExport]);
  if (version > EXPORT_FORMAT_VERSION)
    throw new ImportRefusal([EXPORT_TEXTS.newerFormat(version, EXPORT_FORMAT_VERSION)]);
  return manifest as TManifest;
}

/** What a database refusal says, without internals: the constraint or the column it names. */
function databaseReason(kind: string, error: unknown): string {
  const cause = (error as { cause?: { message?: string } })?.cause?.message;
  const text = cause ?? (error instanceof Error ? error.message : String(error));
  return `${kind}.json: a row breaks a rule of the database (${text.split('\n')[0].slice(0, 200)})`;
}

/**
 * Makes a new organisation from an export's files (issue 37 point 2) in one change: every kind
 * inserted with new ids, the importer its Owner (linked to their person when the export has their
 * email), everyone else a person invited by email (an existing account joins only by accepting).
 * A dry run does the same and rolls back, so its counts are the ones a real run would make.
 */
export function createOrgImportService(deps: TOrgsDeps) {
  const invitations = createInvitationsService(deps);

  async function importFiles(
    actor: TOrgActor,
    files: Map<string, string>,
    options: { dryRun: boolean },
  ): Promise<{ orgId: string | null; counts: TImportCounts }> {
    const manifest = manifestOf(files);
    const org = parsed(files, `${ORG_FILE}.json`) as TRow | null;
    if (!org || typeof org.id !== 'string' || typeof org.name !== 'string')
      throw new ImportRefusal([`${ORG_FILE}.json has no organization id and name.`]);
    const kinds = EXPORT_KINDS.map((kind) => {
      const rows = parsed(files, `${kind.file}.json`);
      if (!Array.isArray(rows)) throw new ImportRefusal([`${kind.file}.json is not a list of rows.`]);
      return { kind, rows: rows as TRow[] };
    });
    const preferences = parsed(files, `${PREFERENCES_FILE}.json`);
    if (!Array.isArray(preferences)) throw new ImportRefusal([`${PREFERENCES_FILE}.json is not a list.`]);
    const logo = await importedLogo(files);
    const ids = newIdsFor(org.id, kinds);
    const problems = kinds.flatMap(({ kind, rows }) => rowProblems(kind, rows, ids, IMPORT_MAX_REASONS));
    if (problems.length) throw new ImportRefusal(problems);

    const user = await findUser(deps.db, actor.userId);
    if (!user) throw new ImportRefusal(['Your account could not be read.']);
    const newOrgId = ids.get(org.id) as string;
    const counts: TImportCounts = { [ORG_FILE]: 1 };
    const work = async (tx: TDbOrTx, record: Parameters<Parameters<typeof runChange>[2]>[1]) => {
      await tx.insert(orgs).values({
        id: newOrgId,
        name: String(org.name),
        themeColor: typeof org.themeColor === 'string' ? org.themeColor : undefined,
        timeZone: typeof org.timeZone === 'string' ? org.timeZone : undefined,
        weekStart: org.weekStart === 'Sunday' ? 'Sunday' : 'Monday',
        website: typeof org.website === 'string' ? org.website : null,
        phone: typeof org.phone === 'string' ? org.phone : null,
        freeDomains: Array.isArray(org.freeDomains) ? org.freeDomains.map(String) : [],
        requireTwoFactor: org.requireTwoFactor === true,
        allowAccessTokens: org.allowAccessTokens !== false,
        // The organisation's own words, when the export's are valid ones (else the usual words).
        terms: ZOrgTerms.safeParse(org.terms).data ?? {},
        ...(typeof org.createdAt === 'string' ? { createdAt: new Date(org.createdAt) } : {}),
      });
      // Before the settings' stamp below, which the logo's URL would otherwise move.
      if (logo) await restoreLogo(tx, newOrgId, logo);
      counts[LOGO_FILE] = logo ? 1 : 0;
      const importerPersonId = await insertPeople(tx, kinds[0].kind, kinds[0].rows, ids, user, org);
      // The owner is known once the people are in; the settings' stamp and version are the export's.
      await tx
        .update(orgs)
        .set({
          ownerPersonId: importerPersonId,
          ...(typeof org.updatedAt === 'string' ? { updatedAt: new Date(org.updatedAt) } : {}),
          ...(Number.isInteger(org.version) ? { version: org.version as number } : {}),
        })
        .where(eq(orgs.id, newOrgId));
      counts[kinds[0].kind.file] = kinds[0].rows.length;
      for (const { kind, rows } of kinds.slice(1)) {
        await insertKind(tx, kind, rows, ids);
        counts[kind.file] = rows.length;
      }
      counts[PREFERENCES_FILE] = await applyPreferences(
        tx,
        preferences as TRow[],
        ids,
        importerPersonId,
        user,
      );
      await record({
        entityType: 'org',
        entityId: newOrgId,
        action: 'imported',
        orgId: newOrgId,
        data: { from: manifest.organization, formatVersion: manifest.formatVersion, counts },
      });
      const invitees = await tx.select().from(people).where(eq(people.orgId, newOrgId));
      const toInvite = invitees.filter((person: TPersonRow) => !person.userId);
      const newActor = {
        ...actor,
        orgId: newOrgId,
        person: { id: importerPersonId, role: 'Owner' as const },
      };
      if (toInvite.length) await invitations.inviteImported(newActor, toInvite, deps.config.appUrl);
      if (options.dryRun) throw new DryRunDone();
    };
    try {
      await runChange(deps, { userId: actor.userId, orgId: newOrgId }, async (tx, record) =>
        work(tx, record),
      );
    } catch (error) {
      if (error instanceof DryRunDone) return { orgId: null, counts };
      throw error;
    }
    return { orgId: newOrgId, counts };
  }

  return { importFiles };
}

/** Inserts a kind's rows in batches, parents first, rich text cleaned again; a database refusal is a 422. */
async function insertKind(tx: TDbOrTx, kind: TExportKind, rows: TRow[], ids: ReadonlyMap<string, string>) {
  const ready: TRow[] = [];
  for (const row of parentsFirst(rows, kind.selfRef)) {
    const out = insertableRow(kind, row, ids);
    for (const field of kind.html ?? [])
      if (typeof out[field] === 'string') out[field] = await sanitizeRichTextOffThread(out[field] as string);
    ready.push(out);
  }
  for (let at = 0; at < ready.length; at += INSERT_BATCH) {
    try {
      await tx.insert(kind.table as PgTable).values(ready.slice(at, at + INSERT_BATCH) as never);
    } catch (error) {
      throw new ImportRefusal([databaseReason(kind.file, error)]);
    }
  }
}

/**
 * The people: the importer's own email becomes their person (linked, accepted, Owner); when the
 * export does not hold it, they are added as Owner and the exported Owner becomes an Admin.
 * Everyone else is a person without an account until they accept their invitation.
 */
async function insertPeople(
  tx: TDbOrTx,
  kind: TExportKind,
  rows: TRow[],
  ids: ReadonlyMap<string, string>,
  user: { id: string; email: string; firstName: string; lastName: string; name: string },
  org: TRow,
): Promise<string> {
  const email = user.email.toLowerCase();
  const mine = rows.find((row) => String(row.email).toLowerCase() === email);
  const prepared = rows.map((row) => {
    const out = insertableRow(kind, row, ids);
    if (row === mine) return { ...out, userId: user.id, hasAccepted: true, role: 'Owner' };
    if (!mine && row.id === org.ownerPersonId) return { ...out, role: 'Admin' };
    if (mine && out.role === 'Owner') return { ...out, role: 'Admin' };
    return out;
  });
  await insertKind(tx, { ...kind, omit: [] }, prepared, new Map());
  if (mine) return ids.get(mine.id as string) as string;
  const [added] = await tx
    .insert(people)
    .values({
      orgId: ids.get(org.id as string) as string,
      userId: user.id,
      firstName: user.firstName || user.name,
      lastName: user.lastName,
      email,
      role: 'Owner',
      hasAccepted: true,
    })
    .returning({ id: people.id });
  return added.id;
}

/** The importer's own notification choices, when their account has none yet; answers how many applied. */
async function applyPreferences(
  tx: TDbOrTx,
  rows: TRow[],
  ids: ReadonlyMap<string, string>,
  importerPersonId: string,
  user: { id: string; notificationPreferences: Record<string, unknown> },
): Promise<number> {
  const mine = rows.find((row) => remapIds(row.personId, ids) === importerPersonId);
  if (!mine || Object.keys(user.notificationPreferences).length > 0) return 0;
  const preferences = mine.preferences;
  if (!preferences || typeof preferences !== 'object') return 0;
  await tx
    .update(users)
    .set({ notificationPreferences: preferences as Record<string, { inApp: boolean; email: boolean }> })
    .where(eq(users.id, user.id));
  return 1;
}
