import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { firstPagePng, readPdf } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/route-test.ts';
import { buildVtoTeam, makeDraft } from '../vto/vto.test-support.ts';

/**
 * Decision 0036: Arabic and Hebrew (DejaVu's glyphs, joined by fontkit, set right to left) and
 * Hindi (Noto Sans Devanagari, loaded only for a document that has it) in a V/TO's PDF, read
 * back with pdftotext in logical order and looked at with pdftoppm (PDF_PNG_DIR keeps the PNGs).
 */
const { team, get, post } = useTestApp(buildVtoTeam);

const ARABIC = 'الصدق في العمل';
const HEBREW = 'שקיפות מלאה';
const HINDI = 'ईमानदारी सबसे पहले';
const MIXED_TITLE = 'Plan 2030 خطة النمو';

/** A draft V/TO with these core values; answers its PDF. */
async function vtoPdf(title: string, values: readonly string[]) {
  const { base } = await makeDraft(post, team.owner.session, title);
  for (const [version, text] of values.entries()) {
    const res = await post(team.owner.session, `${base}/core-value`, { text, version });
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await get(team.owner.session, `${base}/pdf`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.rawPayload;
}

/** pdftotext marks right-to-left runs with embedding controls: the words without them. */
const words = (text: string) => text.replace(/\p{Cf}/gu, '').replace(/\s+/g, ' ');

/** The columns with dark pixels in a band of a PNG's rows, between two x (the ink of a line). */
async function inkColumns(png: Buffer, rows: { top: number; bottom: number }, from: number, to: number) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const columns: number[] = [];
  for (let x = from; x < to; x += 1) {
    for (let y = rows.top; y < rows.bottom; y += 1) {
      if ((data[y * info.width + x] ?? 255) < 128) {
        columns.push(x);
        break;
      }
    }
  }
  return columns;
}

/**
 * The V/TO's first page at 60 dpi (landscape, 660 px wide): the first two core values' lines,
 * and the Core Values box's text between its numbers (left) and its right edge.
 */
const FIRST_VALUE = { top: 80, bottom: 90 };
const SECOND_VALUE = { top: 91, bottom: 101 };
const VALUE_TEXT = { from: 40, to: 366 };

describe('right-to-left and Indic scripts in PDFs', () => {
  it('prints Arabic, Hebrew and Hindi core values and a mixed title in logical order', async () => {
    const pdf = await vtoPdf(MIXED_TITLE, [ARABIC, HEBREW, HINDI, 'Be humbly confident']);
    const page = words((await readPdf(pdf)).pages[0] ?? '');
    // The title's Latin words, then its Arabic ones in reading order (pdftotext sets the
    // Arabic run apart from the " · Vision" that follows it on the line).
    expect(page).toMatch(/Plan 2030 .*خطة النمو/u);
    for (const text of [ARABIC, HEBREW, HINDI, 'Be humbly confident']) expect(page).toContain(text);
    // Devanagari takes its Noto font; Arabic and Hebrew are DejaVu's own.
    expect(pdf.includes(Buffer.from('NotoSansDevanagari'))).toBe(true);
    expect(pdf.includes(Buffer.from('NotoSansHans'))).toBe(false);
    await firstPagePng(pdf, 'vto-rtl-hindi');
  });

  it('draws Hindi glyphs, and sets a right-to-left value against the right edge', async () => {
    // The same values with the Hindi one replaced by private-use characters no font has: boxes.
    const glyphs = await firstPagePng(await vtoPdf('Scripts', [ARABIC, HINDI]), 'vto-scripts');
    // The same with the Hindi value replaced by private-use characters no font draws.
    const boxes = await firstPagePng(
      await vtoPdf('Boxes', [ARABIC, '\uE000'.repeat(HINDI.length)]),
      'vto-boxes',
    );
    const hindi = await inkColumns(glyphs, SECOND_VALUE, VALUE_TEXT.from, VALUE_TEXT.to);
    const unknown = await inkColumns(boxes, SECOND_VALUE, VALUE_TEXT.from, VALUE_TEXT.to);
    // Hindi is drawn: ink across most of its width, from the left edge (a left-to-right text).
    expect(hindi.length).toBeGreaterThan(30);
    expect(hindi[0]).toBeLessThan(50);
    expect(unknown).not.toEqual(hindi);
    // The Arabic value's line ends at the box's right edge and starts far from its left one.
    const arabic = await inkColumns(glyphs, FIRST_VALUE, VALUE_TEXT.from, VALUE_TEXT.to);
    expect(arabic.length).toBeGreaterThan(20);
    expect(arabic[0]).toBeGreaterThan(250);
    expect(arabic.at(-1)).toBeGreaterThan(340);
  });
});
