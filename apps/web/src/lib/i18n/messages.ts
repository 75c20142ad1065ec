import { createMessageIndex, type TMessageIndex, translateMessage } from '@cairn/domain/i18n/message-index';
import { addEnglishTexts, currentReader } from './texts.ts';

/**
 * The domain's messages on screen (decision 0039): the schemas' validation texts and the domain's
 * constants are English, and in another language each is written from its `msg.*` key. The server
 * writes its own answers in the person's language; this serves what the web checks itself.
 */
let shownIndex: TMessageIndex | null = null;
let loading: Promise<TMessageIndex> | null = null;

/** The index of the English messages, loaded once with the first other language (never in English). */
export function loadMessageIndex(): Promise<TMessageIndex> {
  loading ??= import('virtual:texts/msg').then(({ default: texts }) => {
    addEnglishTexts(texts);
    return createMessageIndex(texts);
  });
  return loading;
}

/** Shows messages in the language on screen (an index), or as the domain writes them (null: English). */
export function showMessages(index: TMessageIndex | null): void {
  shownIndex = index;
}

/** A message the domain writes in English, in the language on screen; a text it does not know stays. */
export function messageText(text: string): string {
  if (!shownIndex) return text;
  const read = currentReader();
  return translateMessage(text, shownIndex, (key, vars) => read(key, vars));
}
