import i18next from 'i18next';
import { finishText, type TFunction } from './reader.ts';

/**
 * i18next for a language other than English (decision 0030): loaded with its pack, never on an
 * English page. Its plural rules and interpolation are the ones the reader copies for English; a
 * key the pack lacks (i18next answers the key itself) reads English through `fallback`. Its values go
in as the reader's do (`finishText`), after the organisation's words.
 */
export async function createPackReader(
  language: string,
  pack: Record<string, string>,
  fallback: TFunction,
): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: pack } },
    // Keys are flat (`shell.menu.rocks`): the dots are part of the name, not a path.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders: a pack's HTML stays text.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return (key, values) => {
    // i18next picks the plural form; the organisation's words and the values go in after (`finishText`).
    const text = instance.t(key, { ...values, skipInterpolation: true });
    return typeof text === 'string' && text !== key
      ? finishText(language, key, text, values)
      : fallback(key, values);
  };
}
