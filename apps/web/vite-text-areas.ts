import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ENGLISH = fileURLToPath(new URL('../../packages/domain/src/i18n/locales/en.json', import.meta.url));
const PREFIX = 'virtual:texts/';

/**
 * English by area (decision 0030): `import texts from 'virtual:texts/todos+item'` is the part of
 * the English pack whose keys start with `todos.` or `item.`, so each area's texts land in the
 * chunk that imports them (the first page carries only the shell's and sign-in's). The pack stays
 * one flat file for the server, the lint and the other languages.
 */
export function textAreas(): Plugin {
  return {
    name: 'cairn-text-areas',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      this.addWatchFile(ENGLISH);
      const areas = id.slice(PREFIX.length + 1).split('+');
      const pack = JSON.parse(readFileSync(ENGLISH, 'utf8')) as Record<string, string>;
      const texts = Object.fromEntries(
        Object.entries(pack).filter(([key]) => areas.includes(key.split('.')[0])),
      );
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
