import type { TFunction } from './reader.ts';
import { addEnglishTexts, currentReader } from './texts.ts';

/**
 * The domain's messages on screen (decision 0039): the schemas' validation texts and the domain's
 * constants are English, and in another language each is written from its `msg.*` key. The server
 * writes its own answers in the person's language; this serves what the web checks itself.
 */
type TMessageTranslate = (text: string, read: TFunction) => string;

let shown: TMessageTranslate | null = null;
let loading: Promise<TMessageTranslate> | null = null;

/**
 * The English messages and their index, loaded once with the first other language (never in
 * English, so the first page carries none of it).
 */
export function loadMessages(): Promise<TMessageTranslate> {
  loading ??= Promise.all([import('virtual:texts/msg'), import('@cairn/domain/i18n/message-index')]).then(
    ([{ default: texts }, { createMessageIndex, translateMessage }]) => {
      addEnglishTexts(texts);
      const index = createMessageIndex(texts);
      return (text, read) => translateMessage(text, index, (key, vars) => read(key, vars));
    },
  );
  return loading;
}

/** Shows messages in the language on screen (what `loadMessages` gave), or as written (null: English). */
export function showMessages(translate: TMessageTranslate | null): void {
  shown = translate;
}

/** A message the domain writes in English, in the language on screen; a text it does not know stays. */
export function messageText(text: string): string {
  return shown ? shown(text, currentReader()) : text;
}
