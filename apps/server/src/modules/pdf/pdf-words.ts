import { createTranslator } from '@cairn/domain/i18n/translator';
import type { TPdfLanguage } from './pdf-jobs.ts';
import { formatDay, formatInstant } from './templates/pdf-format.ts';

/**
 * The words of one document in the asker's language (issue 33): the `pdf.*` texts the job carries
 * through the domain's translator in the organisation's own words, and its dates and numbers in the
 * locale. Built on the request's thread for the titles and in the worker for the pages, from the
 * same plain data.
 */
export function pdfWords(language: TPdfLanguage) {
  const texts = createTranslator(language.texts, language.locale, language.terms);
  return {
    ...texts,
    /** A calendar day (`YYYY-MM-DD`) in the locale. */
    day: (date: string) => formatDay(date, texts.locale),
    /** An instant as the day and time in the organisation's zone, in the locale. */
    instant: (iso: string, timeZone: string) => formatInstant(iso, timeZone, texts.locale),
  };
}

export type TPdfWords = ReturnType<typeof pdfWords>;
