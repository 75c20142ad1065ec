import type { TMessage } from '@cairn/domain/errors';
import { languageOf } from '@cairn/domain/i18n/languages';
import en from '@cairn/domain/i18n/locales/en.json' with { type: 'json' };
import { createMessageIndex, translateMessage } from '@cairn/domain/i18n/message-index';
import { createTranslator } from '@cairn/domain/i18n/translator';
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
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!hasMessages(payload)) return payload;
    const locale = requestLocale(request, request.actor?.userLocale);
    const { pack } = app.languagePacks.packOf(languageOf(locale));
    // A translator per answer: only answers with messages get here, and a cache keyed by the
    // asker's locale would grow with every region a client names.
    const { t } = createTranslator(pack, locale, request.actor?.orgTerms);
    const messages = payload.messages.map((message) => ({
      ...message,
      text: translateMessage(message.text, index, t),
    }));
    return { ...payload, messages };
  });
}
