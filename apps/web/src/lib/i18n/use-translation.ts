import { useSyncExternalStore } from 'react';
import { messageText } from './messages.ts';
import { currentReader, subscribeTexts } from './texts.ts';

export type { TFunction } from './reader.ts';

/**
 * The texts of the person's language: `const { t } = useTranslation(); t('dashboard.addWidget')`.
 * react-i18next's hook shape, without react-i18next (decision 0030): English reads from the
 * bundled packs; a language change re-renders every component that reads texts. `message` shows
 * a text the domain writes in English (`VTO_TEXTS.noEditableVtos`) in the same language.
 */
export function useTranslation() {
  const t = useSyncExternalStore(subscribeTexts, currentReader, currentReader);
  return { t, message: messageText };
}
