import { z } from 'zod';
import { ZEnvelope } from '../errors.ts';
import { ORG_TERM_MAX_LENGTH, ORG_TERM_TEXTS, ORG_TERMS, type TOrgTerm } from './org-terms.ts';

// The organisation's own words as the API takes and answers them (issue 33, `PUT org/terms`).

const ZOrgWord = z
  .string()
  .trim()
  .min(1, ORG_TERM_TEXTS.empty)
  .max(ORG_TERM_MAX_LENGTH, ORG_TERM_TEXTS.tooLong);

/** One renamed term: both words, as the organisation writes them (`Goal`, `Goals`). */
export const ZOrgTermWords = z.object({ singular: ZOrgWord, plural: ZOrgWord });

/** The saved words: only the renamed terms; a term left out reads the language's defaults. */
export const ZOrgTerms = z.object(
  Object.fromEntries(ORG_TERMS.map((term) => [term, ZOrgTermWords.optional()])) as Record<
    TOrgTerm,
    z.ZodOptional<typeof ZOrgTermWords>
  >,
);

/** `PUT org/terms`: the whole set of words (a term left out goes back to the defaults). */
export const ZOrgTermsRequest = z.object({ terms: ZOrgTerms });
export type TOrgTermsRequest = z.infer<typeof ZOrgTermsRequest>;
/** `PUT org/terms`: the words saved. */
export const ZOrgTermsAnswer = ZEnvelope.extend({ terms: ZOrgTerms });
