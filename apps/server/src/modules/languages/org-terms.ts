import type { TOrgTerms } from '@cairn/domain/i18n/org-terms';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';

/**
 * The organisation's own words (issue 33, `PUT org/terms`) for the texts the server writes in its
 * context: notifications, their mails, invitations, recaps, billing mails and PDFs pass them to
 * `translatorFor` / the PDF job. None (`{}`) when the organisation is gone or has renamed nothing.
 */
export async function orgTermsOf(db: TDbOrTx, orgId: string): Promise<TOrgTerms> {
  const [row] = await db.select({ terms: orgs.terms }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  return row?.terms ?? {};
}
