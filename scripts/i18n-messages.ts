// npm run i18n:messages: writes the English pack's `msg.*` keys from the domain's message
// constants and templates (decision 0039) and lists the keys German, Spanish and French lack
// (people translate those; the packs' test fails until they do).
import { readFileSync, writeFileSync } from 'node:fs';
import { messageEntries } from '../packages/domain/src/i18n/message-sources.ts';

const LOCALES = new URL('../packages/domain/src/i18n/locales/', import.meta.url);
const readPack = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`${language}.json`, LOCALES), 'utf8'));
const sorted = (pack: Record<string, string>) =>
  Object.fromEntries(Object.entries(pack).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const messages = messageEntries();
const english = Object.entries(readPack('en')).filter(([key]) => !key.startsWith('msg.'));
writeFileSync(
  new URL('en.json', LOCALES),
  `${JSON.stringify(sorted({ ...Object.fromEntries(english), ...messages }), null, 2)}\n`,
);
for (const language of ['de', 'es', 'fr']) {
  const pack = readPack(language);
  const lacking = Object.keys(messages).filter((key) => !(key in pack));
  const stale = Object.keys(pack).filter((key) => key.startsWith('msg.') && !(key in messages));
  process.stdout.write(`${language}: lacks ${lacking.length} msg keys, has ${stale.length} stale\n`);
}
