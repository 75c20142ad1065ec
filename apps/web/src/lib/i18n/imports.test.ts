import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
const I18N_DIR = path.join(SRC, 'lib', 'i18n');
const ENGINE_IMPORT = /from\s+['"](i18next|react-i18next)['"]|import\(\s*['"](i18next|react-i18next)['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('texts come through lib/i18n (decision 0030)', () => {
  it('no file outside lib/i18n imports i18next or react-i18next', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.startsWith(I18N_DIR))
      .filter((file) => ENGINE_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    // useTranslation and Trans are in lib/i18n; i18next loads there only for another language.
    expect(offenders).toEqual([]);
  });

  it('every area of the English pack is loaded by some texts module (else its keys would show as keys)', () => {
    const english = JSON.parse(
      readFileSync(path.resolve(SRC, '../../../packages/domain/src/i18n/locales/en.json'), 'utf8'),
    ) as Record<string, string>;
    const loaded = new Set(
      sourceFiles(SRC).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/virtual:texts\/([a-zA-Z+-]+)/g)].flatMap((m) =>
          (m[1] ?? '').split('+'),
        ),
      ),
    );
    // Mails and notices (notifications) are written on the server in the reader's language; the
    // web shows the written text, never their keys.
    const serverOnly = new Set(['mail', 'notice']);
    const areas = new Set(Object.keys(english).map((key) => key.split('.')[0] as string));
    expect([...areas].filter((area) => !loaded.has(area) && !serverOnly.has(area))).toEqual([]);
  });
});
