import { languageOf } from '@cairn/domain/i18n/languages';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { actorOf } from '../../http/request-actor.ts';
import { orgTermsOf, requestLocale } from '../languages/index.ts';
import type { TPdfLanguage } from './pdf-jobs.ts';

/** The keys a PDF prints: only these travel to the worker. */
const PDF_KEY_PREFIX = 'pdf.';

/**
 * The language of the person who asks for a PDF (issue 33): their stored preference first (a
 * German account gets German PDFs whatever its browser says), else the browser's, else English;
 * with the `pdf.*` texts of that language's pack (a drop-in pack counts, English fills the gaps)
 * and the organisation's own words. Small reads of the user's and the organisation's rows: PDFs are rare.
 */
export async function askerLanguage(request: FastifyRequest): Promise<TPdfLanguage> {
  const { userId, orgId } = actorOf(request);
  const [user] = await request.server.db
    .select({ userLocale: users.userLocale })
    .from(users)
    .where(eq(users.id, userId));
  const locale = requestLocale(request, user?.userLocale);
  const { pack } = request.server.languagePacks.packOf(languageOf(locale));
  const texts = Object.fromEntries(Object.entries(pack).filter(([key]) => key.startsWith(PDF_KEY_PREFIX)));
  const terms = orgId ? await orgTermsOf(request.server.db, orgId) : {};
  return { locale, texts, terms };
}
