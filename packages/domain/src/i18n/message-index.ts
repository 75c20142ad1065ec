import { pluralBase } from './keys.ts';
import type { TTextPack, TTextVars } from './translator.ts';

/** The server's messages and the schemas' validation texts are keys under `msg.` (decision 0039). */
export const MESSAGE_KEY_PREFIX = 'msg.';

type TMessageTemplate = { key: string; pattern: RegExp; names: string[]; literalLength: number };

/** English message text -> key, for texts as the domain's constants write them (decision 0039). */
export type TMessageIndex = {
  exact: ReadonlyMap<string, string>;
  /** Texts with values (`At most {{max}} ids at once`), the most specific first. */
  templates: readonly TMessageTemplate[];
};

const SPLIT_PLACEHOLDERS = /\{\{\s*(\w+)\s*\}\}/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(key: string, text: string): TMessageTemplate {
  // split() with a capture alternates literal, name, literal ...: literals at even places.
  const parts = text.split(SPLIT_PLACEHOLDERS);
  const literals = parts.filter((_, i) => i % 2 === 0);
  const names = parts.filter((_, i) => i % 2 === 1);
  const pattern = new RegExp(`^${literals.map(escapeRegExp).join('(.+?)')}$`, 's');
  return { key, pattern, names, literalLength: literals.join('').length };
}

/**
 * Indexes the English pack's `msg.*` texts: the server and the web write a message in English
 * (the domain's constants), and this finds its key to write it in the reader's language. Plural
 * forms (`_one`, `_other`) index under their base, so the target language picks its own form.
 */
export function createMessageIndex(english: TTextPack): TMessageIndex {
  const exact = new Map<string, string>();
  const templates: TMessageTemplate[] = [];
  for (const [key, text] of Object.entries(english)) {
    if (!key.startsWith(MESSAGE_KEY_PREFIX)) continue;
    const base = pluralBase(key);
    if (SPLIT_PLACEHOLDERS.test(text)) templates.push(templateOf(base, text));
    else if (!exact.has(text)) exact.set(text, base);
  }
  // A longer literal is a more specific sentence: `{{name}} was added.` must not swallow the rest.
  templates.sort((a, b) => b.literalLength - a.literalLength);
  return { exact, templates };
}

/** A value read back out of an English message: whole numbers become numbers (plurals, locale digits). */
const readValue = (text: string): string | number => (/^\d{1,15}$/.test(text) ? Number(text) : text);

/** The key and values of an English message, or null when it is not one of the indexed texts. */
export function findMessage(text: string, index: TMessageIndex): { key: string; vars: TTextVars } | null {
  const key = index.exact.get(text);
  if (key) return { key, vars: {} };
  for (const template of index.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const vars = Object.fromEntries(template.names.map((name, i) => [name, readValue(match[i + 1] ?? '')]));
    return { key: template.key, vars };
  }
  return null;
}

/**
 * An English message in the reader's language through `translate` (a translator's `t`); a text
 * the index does not know (a name, the team's own words) comes back as it is.
 */
export function translateMessage(
  text: string,
  index: TMessageIndex,
  translate: (key: string, vars: TTextVars) => string,
): string {
  const found = findMessage(text, index);
  return found ? translate(found.key, found.vars) : text;
}
