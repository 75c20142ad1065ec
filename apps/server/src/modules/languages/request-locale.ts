import { chooseLocale, parseAcceptLanguage } from '@cairn/domain/i18n/choose-locale';
import { canonicalLocale, isShippedLocale, languageOf } from '@cairn/domain/i18n/languages';
import type { FastifyRequest } from 'fastify';

/**
 * The locale a request speaks: the person's preference when there is one, else the browser's
 * Accept-Language (a German browser registering gets its code mail in German), else English.
 */
export function requestLocale(request: FastifyRequest, preference?: string | null): string {
  const browserLanguages = parseAcceptLanguage(request.headers['accept-language']);
  // Drop-in languages among the preference and the browser's, so a Dutch pack serves Dutch.
  const extraLanguages = [preference ?? '', ...browserLanguages]
    .map((tag) => languageOf(canonicalLocale(tag) ?? ''))
    .filter(
      (language) =>
        language !== '' && !isShippedLocale(language) && request.server.languagePacks.hasLanguage(language),
    );
  return chooseLocale({ preference, browserLanguages, extraLanguages });
}
