import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font } from '@react-pdf/renderer';

/**
 * The fallback fonts for the scripts DejaVu lacks (decision 0032), all Noto under the SIL Open
 * Font License, read from node_modules: Noto Sans Hans (Chinese, with Japanese kana and kanji),
 * Noto Sans KR (Hangul), Noto Sans Thai, Noto Sans Devanagari (Hindi, Marathi, Nepali: shaped by
 * fontkit from the font's GSUB tables, decision 0036) and Noto Emoji (monochrome). Registering only names the
 * files; a family is read (13 MB for the first two) only when a document lists it, and a
 * document lists them only when its text has characters DejaVu cannot draw (pdf-fonts.ts).
 */
export const FALLBACK_FAMILIES = [
  'Noto Sans SC',
  'Noto Sans KR',
  'Noto Sans Thai',
  'Noto Sans Devanagari',
  'Noto Emoji',
];

const require = createRequire(import.meta.url);

/** A file beside a package's resolved entry (`path` relative to the entry's folder). */
function besideEntry(entry: string, path: string): string {
  return join(dirname(entry), path);
}

/**
 * One face for every weight and style (bold or italic text in these scripts prints upright and
 * regular), or a bold face beside it where the package's is small enough to register.
 */
function registerOneFace(family: string, src: string, bold = src) {
  Font.register({
    family,
    fonts: [
      { src },
      { src: bold, fontWeight: 'bold' },
      { src, fontStyle: 'italic' },
      { src: bold, fontWeight: 'bold', fontStyle: 'italic' },
    ],
  });
}

export function registerFallbackFonts(): void {
  const [chinese, korean, thai, devanagari, emoji] = FALLBACK_FAMILIES;
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
  // 220 KB a face: the bold one is registered too, so titles in Hindi print bold.
  const hindi = require.resolve('@expo-google-fonts/noto-sans-devanagari');
  registerOneFace(
    devanagari,
    besideEntry(hindi, '400Regular/NotoSansDevanagari_400Regular.ttf'),
    besideEntry(hindi, '700Bold/NotoSansDevanagari_700Bold.ttf'),
  );
  registerOneFace(
    emoji,
    besideEntry(require.resolve('@expo-google-fonts/noto-emoji'), '400Regular/NotoEmoji_400Regular.ttf'),
  );
}
