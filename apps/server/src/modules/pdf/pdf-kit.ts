import { Image, Page, type Styles, Text, View } from '@react-pdf/renderer';
import { createElement, type ReactNode } from 'react';
import { withTextDirection } from './pdf-direction.ts';
import { pdfFonts } from './pdf-fonts.ts';
import type { TPdfBrand } from './pdf-jobs.ts';
import type { TPdfWords } from './pdf-words.ts';

/**
 * The parts every template is built from, without JSX (the server runs TypeScript with no
 * build step): `h` is React's createElement. A page carries the organisation's mark, name and
 * colour at the top and the page number at the bottom on every page; tables repeat their
 * header on each page they run onto. A text mainly in Arabic or Hebrew is set right to left and
 * aligned right wherever a template draws it (`pdf-direction.ts`).
 */
export const h = ((type: Parameters<typeof createElement>[0], props: null, ...children: ReactNode[]) =>
  createElement(
    type,
    type === Text ? (withTextDirection(props, children) as null) : props,
    ...children,
  )) as typeof createElement;

/** A style object as react-pdf takes it. */
export type TStyle = Styles[string];

export const INK = '#1f2328';
export const MUTED = '#5b6470';
export const RULE = '#d0d7de';
const BAND = '#f3f5f7';
export const GOOD = '#1a7f37';
export const BAD = '#cf222e';

/** A colour safe to print from a stored one (anything but `#rgb`/`#rrggbb` falls back to Cairn's). */
export function brandColor(color: string): string {
  return /^#([0-9a-f]{3}){1,2}$/i.test(color) ? color : '#ff7900';
}

/** Up to two initials of the organisation's name: its mark when it has no logo of its own. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [name.trim()];
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 2);
}

/** A logo at most this many times wider than high (a long wordmark is scaled down to fit). */
const LOGO_MAX_RATIO = 4;

/** The organisation's mark: its logo at the height of the header, else its initials on a square of its colour. */
function orgMark(brand: TPdfBrand, size: number) {
  const { logo } = brand;
  if (logo) {
    const ratio = Math.min(LOGO_MAX_RATIO, logo.width / Math.max(1, logo.height));
    const data = Buffer.from(logo.png.buffer, logo.png.byteOffset, logo.png.byteLength);
    return h(Image, {
      src: { data, format: 'png' },
      style: { width: size * ratio, height: size, objectFit: 'contain' },
    });
  }
  return h(
    View,
    {
      style: {
        width: size,
        height: size,
        borderRadius: 4,
        backgroundColor: brandColor(brand.color),
        alignItems: 'center',
        justifyContent: 'center',
      },
    },
    h(
      Text,
      { style: { color: '#ffffff', fontSize: size * 0.42, fontWeight: 'bold' } },
      initialsOf(brand.orgName),
    ),
  );
}

/** The top of every page: the mark and name of the organisation, the document's title. */
function pageHeader(brand: TPdfBrand, title: string, subtitle: string) {
  return h(
    View,
    {
      fixed: true,
      style: {
        flexDirection: 'row',
        alignItems: 'center',
        borderBottom: `2pt solid ${brandColor(brand.color)}`,
        paddingBottom: 6,
        marginBottom: 10,
      },
    },
    orgMark(brand, 24),
    h(
      View,
      { style: { marginLeft: 8, flexGrow: 1, flexShrink: 1 } },
      h(Text, { style: { fontSize: 13, fontWeight: 'bold' } }, title),
      h(
        Text,
        { style: { fontSize: 8.5, color: MUTED } },
        [brand.orgName, subtitle].filter(Boolean).join(' · '),
      ),
    ),
  );
}

/** The foot of every page: the day printed and "Page n of N" in the asker's words. */
function pageFooter(brand: TPdfBrand, words: TPdfWords) {
  return h(
    View,
    {
      fixed: true,
      style: {
        position: 'absolute',
        bottom: 14,
        left: 28,
        right: 28,
        flexDirection: 'row',
        justifyContent: 'space-between',
        fontSize: 7.5,
        color: MUTED,
      },
    },
    h(Text, null, `${brand.printedOn} · Cairn`),
    h(Text, {
      render: ({ pageNumber, totalPages }) =>
        words.t('pdf.common.page', { page: pageNumber, total: totalPages }),
    }),
  );
}

/** One US-letter page run (it flows onto as many pages as its content needs). */
export function pdfPage(
  input: {
    brand: TPdfBrand;
    words: TPdfWords;
    title: string;
    subtitle: string;
    orientation?: 'portrait' | 'landscape';
  },
  ...children: ReactNode[]
) {
  return h(
    Page,
    {
      size: 'LETTER',
      orientation: input.orientation ?? 'portrait',
      style: { fontFamily: pdfFonts().sans, fontSize: 9, color: INK, padding: 28, paddingBottom: 40 },
    },
    pageHeader(input.brand, input.title, input.subtitle),
    ...children,
    pageFooter(input.brand, input.words),
  );
}

/** A section heading kept with what follows it (never alone at the foot of a page). */
export function heading(text: string, color: string) {
  return h(
    Text,
    {
      minPresenceAhead: 40,
      style: {
        fontSize: 11,
        fontWeight: 'bold',
        marginTop: 10,
        marginBottom: 4,
        paddingLeft: 5,
        borderLeft: `3pt solid ${brandColor(color)}`,
      },
    },
    text,
  );
}

/** What an empty list or section prints (`pdf.common.empty`: "Nothing here yet"). */
export function emptyNote(text: string) {
  return h(Text, { style: { color: MUTED, fontStyle: 'italic', marginVertical: 4 } }, text);
}

/** A table column: its header, its share of the width (or a fixed width) and its alignment. */
export type TColumn = { label: string; flex?: number; width?: number; align?: 'left' | 'right' | 'center' };

/** A cell: text, or anything drawn (a rich-text note, a coloured status). */
export type TCell = string | ReactNode;

function cellStyle(column: TColumn): TStyle {
  return {
    ...(column.width ? { width: column.width } : { flexGrow: column.flex ?? 1, flexBasis: 0 }),
    flexShrink: column.width ? 0 : 1,
    paddingVertical: 3,
    paddingHorizontal: 4,
    textAlign: column.align ?? 'left',
  };
}

function cell(column: TColumn, value: TCell, key: number, extra: TStyle = {}) {
  const style = { ...cellStyle(column), ...extra };
  return typeof value === 'string' || typeof value === 'number'
    ? h(Text, { key, style }, String(value))
    : h(View, { key, style }, value);
}

/**
 * A table whose header row is repeated at the top of each page it runs onto (a `fixed` child
 * is kept on every page its parent is split across); rows are not cut in half. No rows print
 * `empty` ("Nothing here yet").
 */
export function table(columns: readonly TColumn[], rows: readonly TCell[][], color: string, empty: string) {
  if (rows.length === 0) return emptyNote(empty);
  const header = h(
    View,
    {
      fixed: true,
      style: { flexDirection: 'row', backgroundColor: BAND, borderBottom: `1pt solid ${brandColor(color)}` },
    },
    ...columns.map((column, index) => cell(column, column.label, index, { fontWeight: 'bold', fontSize: 8 })),
  );
  return h(
    View,
    { style: { marginBottom: 6 } },
    header,
    ...rows.map((row, rowIndex) =>
      h(
        View,
        {
          key: rowIndex,
          wrap: false,
          style: { flexDirection: 'row', borderBottom: `0.5pt solid ${RULE}` },
        },
        ...columns.map((column, index) => cell(column, row[index] ?? '', index)),
      ),
    ),
  );
}

/** A line of label: value pairs under a title ("Started 9:00 · Ended 10:30 · Rating 8.5"). */
export function facts(pairs: readonly [string, string][]) {
  return h(
    View,
    { style: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 4 } },
    ...pairs.map(([label, value], index) =>
      h(
        View,
        { key: index, style: { marginRight: 16, marginBottom: 3 } },
        h(Text, { style: { fontSize: 7, color: MUTED, textTransform: 'uppercase' } }, label),
        h(Text, { style: { fontSize: 10, fontWeight: 'bold' } }, value),
      ),
    ),
  );
}
