import { todayIn } from '@cairn/domain/common/clock';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { orgs, people } from '../../db/schema/index.ts';
import { logoPngOf } from '../org-logos/index.ts';
import type { TItemActor } from '../traction-items/index.ts';
import type { TPdfBrand, TPdfLogo } from './pdf-jobs.ts';
import type { TPdfWords } from './pdf-words.ts';

/** A stored PNG with its width and height (read from its IHDR chunk, bytes 16 to 23). */
function logoOf(png: Uint8Array | null): TPdfLogo | null {
  if (!png || png.byteLength < 24) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { png, width: view.getUint32(16), height: view.getUint32(20) };
}

/** The caller's organisation as its documents show it: name, colour, logo, the day in its zone (in the asker's words). */
export async function brandOf(db: TDb, actor: TItemActor, words: TPdfWords): Promise<TPdfBrand> {
  const [[org], png] = await Promise.all([
    db.select({ name: orgs.name, color: orgs.themeColor }).from(orgs).where(eq(orgs.id, actor.orgId)),
    logoPngOf(db, actor.orgId),
  ]);
  const today = todayIn(new Date(), actor.clock.timeZone);
  return {
    orgName: org?.name ?? '',
    color: org?.color ?? '#ff7900',
    printedOn: words.t('pdf.common.printed', { day: words.day(today) }),
    timeZone: actor.clock.timeZone,
    logo: logoOf(png),
  };
}

/** The names of these people of the organisation by id (others absent). */
export async function personNames(db: TDb, orgId: string, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return {};
  const rows = await db
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName, email: people.email })
    .from(people)
    .where(and(eq(people.orgId, orgId), inArray(people.id, wanted)));
  return Object.fromEntries(
    rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim() || row.email]),
  ) as Record<string, string>;
}

/**
 * The file name of a download: the document's name and the day, in characters every system
 * takes (`Weekly L10 - summary - 2026-03-05.pdf`).
 */
export function pdfFileName(parts: readonly string[]): string {
  const safe = parts
    .map((part) =>
      part
        .normalize('NFKD')
        .replace(/[^\w .()-]+/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join(' - ')
    .slice(0, 120);
  return `${safe || 'document'}.pdf`;
}
