import { PAGE_MARGIN, SEAT_WIDTH } from '@cairn/domain/ac/chart-layout';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { pdfFonts } from '../pdf-fonts.ts';
import type { TPdfJob, TPdfSeat } from '../pdf-jobs.ts';
import { brandColor, h, INK, MUTED, RULE } from '../pdf-kit.ts';
import type { TPdfWords } from '../pdf-words.ts';
import { layoutChart, type TChartPrint } from './chart-layout.ts';

/** CSS pixels (96 per inch, the spec's unit) to PDF points (72 per inch). */
const PT = 0.75;
const LINE_PX = 2;

type TBox = { x: number; y: number; w: number; h: number };

/** A box on the whole printed area (px at scale) as a page's piece of it (pt), or null when off that page. */
function onPage(box: TBox, print: TChartPrint, row: number, column: number) {
  const s = print.scale;
  const x = box.x * s - column * print.areaWidth;
  const y = box.y * s - row * print.areaHeight;
  const w = box.w * s;
  const height = box.h * s;
  if (x + w < 0 || y + height < 0 || x > print.areaWidth || y > print.areaHeight) return null;
  return { left: x * PT, top: y * PT, width: w * PT, height: height * PT };
}

/** One seat's card: its title, its holder, the LT badge and its roles. */
function card(
  seat: TPdfSeat,
  place: NonNullable<ReturnType<typeof onPage>>,
  scale: number,
  color: string,
  words: TPdfWords,
) {
  const size = (px: number) => px * scale * PT;
  return h(
    View,
    {
      key: seat.id,
      style: {
        position: 'absolute',
        ...place,
        backgroundColor: '#ffffff',
        border: `${size(1.5)}pt solid ${seat.isLT ? brandColor(color) : RULE}`,
        borderRadius: size(6),
        padding: size(10),
      },
    },
    h(
      View,
      { style: { flexDirection: 'row', justifyContent: 'space-between' } },
      h(Text, { style: { fontSize: size(16), fontWeight: 'bold', flexShrink: 1 } }, seat.title),
      seat.isLT
        ? h(
            Text,
            {
              style: {
                fontSize: size(11),
                fontWeight: 'bold',
                color: '#ffffff',
                backgroundColor: brandColor(color),
                borderRadius: size(4),
                paddingHorizontal: size(5),
                paddingVertical: size(1),
              },
            },
            words.t('pdf.chart.lt'),
          )
        : null,
    ),
    h(
      Text,
      {
        style: {
          fontSize: size(13),
          color: seat.holder ? INK : MUTED,
          marginTop: size(4),
          marginBottom: size(6),
        },
      },
      seat.holder || words.t('pdf.chart.openSeat'),
    ),
    ...seat.roles.map((role, index) =>
      h(Text, { key: index, style: { fontSize: size(11), lineHeight: 1.25 } }, `• ${role}`),
    ),
  );
}

/** The elbow lines from each seat to those that report to it, and to its assistants. */
function connectors(seats: readonly TPdfSeat[], print: TChartPrint): TBox[] {
  const lines: TBox[] = [];
  const H = print.seatHeight;
  for (const seat of seats) {
    const child = print.positions.get(seat.id);
    const parent = seat.parentId ? print.positions.get(seat.parentId) : undefined;
    if (!child || !parent) continue;
    const px = parent.x + SEAT_WIDTH / 2;
    if (seat.isAssistant) {
      const y = child.y + H / 2;
      lines.push({ x: px, y: parent.y + H, w: LINE_PX, h: y - parent.y - H });
      lines.push({ x: px, y, w: child.x - px, h: LINE_PX });
      continue;
    }
    const cx = child.x + SEAT_WIDTH / 2;
    const mid = parent.y + H + (child.y - parent.y - H) / 2;
    lines.push({ x: px, y: parent.y + H, w: LINE_PX, h: mid - parent.y - H });
    lines.push({ x: Math.min(px, cx), y: mid, w: Math.abs(cx - px) + LINE_PX, h: LINE_PX });
    lines.push({ x: cx, y: mid, w: LINE_PX, h: child.y - mid });
  }
  return lines;
}

/**
 * `ac/collection/{c}/revision/{r}/pdf?pages=`: the chart on US-letter landscape pages (001 §9),
 * scaled to the pages across asked for; each page shows its window of the whole, so the
 * pages laid side by side make the chart. A caption in the margin names it and the page.
 */
export function chartDocument(job: TPdfJob & { kind: 'chart' }, words: TPdfWords) {
  const { seats, pagesWide } = job.data;
  const print = layoutChart(seats, pagesWide);
  const lines = connectors(seats, print);
  const total = print.pagesAcross * print.pagesDown;
  const margin = PAGE_MARGIN * PT;
  const pages: ReactNode[] = [];
  for (let row = 0; row < print.pagesDown; row += 1) {
    for (let column = 0; column < print.pagesAcross; column += 1) {
      const number = row * print.pagesAcross + column + 1;
      const drawnLines = lines.flatMap((line, index) => {
        const place = onPage(line, print, row, column);
        return place
          ? [
              h(View, {
                key: `l${index}`,
                style: { position: 'absolute', ...place, backgroundColor: '#8c959f' },
              }),
            ]
          : [];
      });
      const cards = seats.flatMap((seat) => {
        const at = print.positions.get(seat.id);
        const place = at && onPage({ ...at, w: SEAT_WIDTH, h: print.seatHeight }, print, row, column);
        return place ? [card(seat, place, print.scale, job.brand.color, words)] : [];
      });
      pages.push(
        h(
          Page,
          {
            key: number,
            size: 'LETTER',
            orientation: 'landscape',
            style: { fontFamily: pdfFonts().sans, color: INK },
          },
          h(
            View,
            {
              style: {
                position: 'absolute',
                left: margin,
                top: margin,
                width: print.areaWidth * PT,
                height: print.areaHeight * PT,
                overflow: 'hidden',
              },
            },
            ...drawnLines,
            ...cards,
          ),
          h(
            Text,
            {
              style: {
                position: 'absolute',
                bottom: 1.5,
                left: margin,
                right: margin,
                fontSize: 5,
                color: MUTED,
                textAlign: 'right',
              },
            },
            [
              job.brand.orgName,
              job.title,
              job.brand.printedOn,
              words.t('pdf.common.page', { page: number, total }),
            ].join(' · '),
          ),
        ),
      );
    }
  }
  return h(
    Document,
    { title: job.title, author: job.brand.orgName, creator: 'Cairn', producer: 'Cairn' },
    ...pages,
  );
}
