import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font } from '@react-pdf/renderer';

/**
 * The fonts every PDF embeds (subset to the characters used, so the text stays selectable and
 * searchable): DejaVu Sans from the `dejavu-fonts-ttf` package covers Latin, Greek, Cyrillic,
 * Armenian, Georgian, Hebrew and Arabic; DejaVu Math TeX Gyre is the fallback for what it lacks
 * (the mathematical bold and italic letters people paste as "fancy text", more arrows and
 * operators). Read from node_modules, never fetched at run time.
 */
const PDF_FONT = 'DejaVu Sans';
const FALLBACK_FONT = 'DejaVu Math';
const PDF_MONO_FONT = 'DejaVu Sans Mono';

/** The family list a style names: the font, then the fallback for glyphs it lacks. */
export const PDF_FONT_FAMILY = [PDF_FONT, FALLBACK_FONT];
export const PDF_MONO_FAMILY = [PDF_MONO_FONT, PDF_FONT, FALLBACK_FONT];

/** Longer words than this may be broken across lines. */
const LONG_WORD = 32;

let isRegistered = false;

/** Registers the fonts once per thread (each worker has its own font store). */
export function registerPdfFonts(): void {
  if (isRegistered) return;
  isRegistered = true;
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
