import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font } from '@react-pdf/renderer';

/**
 * The fallback fonts for the scripts DejaVu lacks (decision 0032), all Noto under the SIL Open
 * Font License, read from node_modules: Noto Sans Hans (Chinese, with Japanese kana and kanji),
 * Noto Sans KR (Hangul), Noto Sans Thai and Noto Emoji (monochrome). Registering only names the
 * files; a family is read (13 MB for the first two) only when a document lists it, and a
 * document lists them only when its text has characters DejaVu cannot draw (pdf-fonts.ts).
 */
export const FALLBACK_FAMILIES = ['Noto Sans SC', 'Noto Sans KR', 'Noto Sans Thai', 'Noto Emoji'];

const require = createRequire(import.meta.url);

/** A file beside a package's resolved entry (`path` relative to the entry's folder). */
function besideEntry(entry: string, path: string): string {
  return join(dirname(entry), path);
}

/** One face for every weight and style: bold or italic text in these scripts prints upright and regular. */
function registerOneFace(family: string, src: string) {
  Font.register({
    family,
    fonts: [
      { src },
      { src, fontWeight: 'bold' },
      { src, fontStyle: 'italic' },
      { src, fontWeight: 'bold', fontStyle: 'italic' },
    ],
  });
}

export function registerFallbackFonts(): void {
  const [chinese, korean, thai, emoji] = FALLBACK_FAMILIES;
  registerOneFace(
    chinese,
    besideEntry(require.resolve('@embedpdf/fonts-sc'), '../fonts/NotoSansHans-Regular.otf'),
  );
  registerOneFace(
    korean,
    besideEntry(require.resolve('@embedpdf/fonts-kr'), '../fonts/NotoSansKR-Regular.otf'),
  );
  registerOneFace(
    thai,
    besideEntry(
      require.resolve('@expo-google-fonts/noto-sans-thai'),
      '400Regular/NotoSansThai_400Regular.ttf',
    ),
  );
  registerOneFace(
    emoji,
    besideEntry(require.resolve('@expo-google-fonts/noto-emoji'), '400Regular/NotoEmoji_400Regular.ttf'),
  );
}
