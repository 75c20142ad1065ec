import { cloneElement, Fragment, type ReactElement } from 'react';
import { fillPlaceholders, type TTextValues } from './reader.ts';
import { useTranslation } from './use-translation.ts';

/** `<strong>...</strong>` in a text: a tag name, its content. No nesting (the packs need none). */
const TAG = /<(\w+)>([^<]*)<\/\1>/g;

type TTransProps = {
  i18nKey: string;
  values?: TTextValues;
  /** The elements a text's tags stand for: `{ strong: <strong /> }`. */
  components: Record<string, ReactElement>;
};

/**
 * A text with markup (`We sent a code to <strong>{{email}}</strong>`), as react-i18next's `Trans`:
 * only the tags named in `components` become elements; any other HTML in a pack stays text, and
 * the values go in as text after the tags are read, so a value can never become markup.
 */
export function Trans({ i18nKey, values, components }: TTransProps) {
  const { t } = useTranslation();
  // The raw text: placeholders are filled per part below, after the tags are found.
  const text = t(i18nKey, values && 'count' in values ? { count: values.count } : undefined);
  const parts: (string | ReactElement)[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner] = match;
    const element = components[name];
    if (!element) continue;
    parts.push(fillPlaceholders(text.slice(last, match.index), values));
    parts.push(cloneElement(element, { key: match.index }, fillPlaceholders(inner, values)));
    last = match.index + whole.length;
  }
  parts.push(fillPlaceholders(text.slice(last), values));
  return <Fragment>{parts}</Fragment>;
}
