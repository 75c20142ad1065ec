import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font } from '@react-pdf/renderer';
import { FALLBACK_FAMILIES, registerFallbackFonts } from './pdf-fallback-fonts.ts';

/**
 * The fonts every PDF embeds (subset to the characters used, so the text stays selectable and
 * searchable): DejaVu Sans from the `dejavu-fonts-ttf` package covers Latin, Greek, Cyrillic,
 * Armenian, Georgian, Hebrew and Arabic; DejaVu Math TeX Gyre is the fallback for what it lacks
 * (the mathematical bold and italic letters people paste as "fancy text", more arrows and
 * operators). Read from node_modules, never fetched at run time. Chinese, Japanese, Korean, Thai
 * and emoji take the Noto fallbacks of `pdf-fallback-fonts.ts`, listed only for a document whose
 * text needs them (decision 0032).
 */
const PDF_FONT = 'DejaVu Sans';
const FALLBACK_FONT = 'DejaVu Math';
const PDF_MONO_FONT = 'DejaVu Sans Mono';

/** The family lists a document's styles name: the font, then the fallbacks for glyphs it lacks. */
export type TPdfFonts = { sans: string[]; mono: string[] };

const DEJAVU_FONTS: TPdfFonts = {
  sans: [PDF_FONT, FALLBACK_FONT],
  mono: [PDF_MONO_FONT, PDF_FONT, FALLBACK_FONT],
};

/** With the Noto fallbacks (Chinese, Japanese, Korean, Thai, emoji) after DejaVu. */
const WIDE_FONTS: TPdfFonts = {
  sans: [...DEJAVU_FONTS.sans, ...FALLBACK_FAMILIES],
  mono: [...DEJAVU_FONTS.mono, ...FALLBACK_FAMILIES],
};

let drawing = DEJAVU_FONTS;

/** The family lists of the document being built (inside `buildWith`); DejaVu's elsewhere. */
export function pdfFonts(): TPdfFonts {
  return drawing;
}

/**
 * Builds a document's elements with these fonts. Styles take the lists while the elements are
 * created, synchronously inside `build`, so two documents never see each other's fonts.
 */
export function buildWith<T>(fonts: TPdfFonts, build: () => T): T {
  const before = drawing;
  drawing = fonts;
  try {
    return build();
  } finally {
    drawing = before;
  }
}

/** Characters never drawn as glyphs (controls, joiners, spaces, marks: variation selectors are marks). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\p{M}]/u;

/**
 * DejaVu's lists when it draws every character of the text, else the lists with the Noto
 * fallbacks: those fonts are 13 MB to read and a few more in memory, so a document in the scripts
 * DejaVu covers never loads them (decision 0032).
 */
export async function fontsFor(text: string): Promise<TPdfFonts> {
  const faces = await Promise.all(
    [PDF_FONT, FALLBACK_FONT].map(async (fontFamily) => {
      await Font.load({ fontFamily });
      return Font.getFont({ fontFamily })?.data;
    }),
  );
  const seen = new Set<number>();
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint < 0x80 || seen.has(codePoint) || INVISIBLE.test(character)) continue;
    seen.add(codePoint);
    if (!faces.some((face) => face?.hasGlyphForCodePoint(codePoint))) return WIDE_FONTS;
  }
  return DEJAVU_FONTS;
}

/** Longer words than this may be broken across lines. */
const LONG_WORD = 32;

let isRegistered = false;

/** Registers the fonts once per thread (each worker has its own font store). */
export function registerPdfFonts(): void {
  if (isRegistered) return;
  isRegistered = true;
  registerFallbackFonts();
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const file = (name: string) => join(dir, name);
  Font.register({
    family: PDF_FONT,
    fonts: [
      { src: file('DejaVuSans.ttf') },
      { src: file('DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
      { src: file('DejaVuSans-Oblique.ttf'), fontStyle: 'italic' },
      { src: file('DejaVuSans-BoldOblique.ttf'), fontWeight: 'bold', fontStyle: 'italic' },
    ],
  });
  Font.register({
    family: PDF_MONO_FONT,
    fonts: [
      { src: file('DejaVuSansMono.ttf') },
      { src: file('DejaVuSansMono-Bold.ttf'), fontWeight: 'bold' },
      { src: file('DejaVuSansMono-Oblique.ttf'), fontStyle: 'italic' },
      { src: file('DejaVuSansMono-BoldOblique.ttf'), fontWeight: 'bold', fontStyle: 'italic' },
    ],
  });
  // The fallback has one face: bold and italic text take it as it is rather than failing.
  const math = file('DejaVuMathTeXGyre.ttf');
  Font.register({
    family: FALLBACK_FONT,
    fonts: [
      { src: math },
      { src: math, fontWeight: 'bold' },
      { src: math, fontStyle: 'italic' },
      { src: math, fontWeight: 'bold', fontStyle: 'italic' },
    ],
  });
  // Words are not split with hyphens the reader never typed; only a word too long for any
  // line (a pasted link) is cut into pieces so it wraps instead of running off the page.
  Font.registerHyphenationCallback((word) =>
    word.length > LONG_WORD ? (word.match(/.{1,16}/gsu) ?? [word]) : [word],
  );
}
