import type { TMessage } from '@cairn/domain/errors';
import { languageOf } from '@cairn/domain/i18n/languages';
import en from '@cairn/domain/i18n/locales/en.json' with { type: 'json' };
import { createMessageIndex, translateMessage } from '@cairn/domain/i18n/message-index';
import type { TOrgTerms } from '@cairn/domain/i18n/org-terms';
import { createTranslator, type TTextPack } from '@cairn/domain/i18n/translator';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from './request-locale.ts';

type TAnswer = { messages: TMessage[] };

const hasMessages = (payload: unknown): payload is TAnswer =>
  typeof payload === 'object' &&
  payload !== null &&
  Array.isArray((payload as Partial<TAnswer>).messages) &&
  (payload as TAnswer).messages.length > 0;

/**
 * The answers' messages in the asker's language (issue 33, decision 0039): code writes them in
 * English from the domain's constants, and as the answer goes out each one the shipped English
 * pack knows is written from its key in the person's language (their preference, else the
 * browser's, else English), in the organisation's own words. A text it does not know (a name, a
 * provider's refusal) stays as it is.
 */
export function registerMessageLanguage(app: FastifyInstance) {
  // The shipped English, not a drop-in's: code writes the shipped texts.
  const index = createMessageIndex(en);
  // One translator per resolved pack (a changed drop-in file resolves to a new pack object); an
  // organisation with its own words gets its own, per answer (answers with messages are few).
  const translators = new WeakMap<TTextPack, Map<string, ReturnType<typeof createTranslator>>>();
  const translatorOf = (pack: TTextPack, locale: string, terms: TOrgTerms | undefined) => {
    if (terms && Object.keys(terms).length > 0) return createTranslator(pack, locale, terms);
    let byLocale = translators.get(pack);
    if (!byLocale) {
      byLocale = new Map();
      translators.set(pack, byLocale);
    }
    let translator = byLocale.get(locale);
    if (!translator) {
      translator = createTranslator(pack, locale);
      byLocale.set(locale, translator);
    }
    return translator;
  };

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!hasMessages(payload)) return payload;
    const locale = requestLocale(request, request.actor?.userLocale);
    const { pack } = app.languagePacks.packOf(languageOf(locale));
    const { t } = translatorOf(pack, locale, request.actor?.orgTerms);
    const messages = payload.messages.map((message) => ({
      ...message,
      text: translateMessage(message.text, index, t),
    }));
    return { ...payload, messages };
  });
}
