import {
  cardHeight,
  clampScale,
  layoutSeats,
  PAGE_HEIGHT,
  PAGE_MARGIN,
  PAGE_WIDTH,
  SEAT_WIDTH,
} from '@cairn/domain/ac/chart-layout';
import type { TPdfSeat } from '../pdf-jobs.ts';

/** The printed chart: each card's top-left (px, from 0), its size, the scale and the pages it takes. */
export type TChartPrint = {
  positions: Map<string, { x: number; y: number }>;
  seatHeight: number;
  width: number;
  height: number;
  scale: number;
  pagesAcross: number;
  pagesDown: number;
  /** One page's printable area (px). */
  areaWidth: number;
  areaHeight: number;
};

/**
 * Lays the chart out by the print rules the web's print mode uses (001 §9, in the domain's
 * `ac/chart-layout.ts`) and scales it to `pagesWide` pages across; the pages down follow from its
 * height. A chart too wide even at the smallest scale takes more pages across rather than losing
 * seats. A chart without a marked root is drawn from its first seat without a parent.
 */
export function layoutChart(seats: readonly TPdfSeat[], pagesWide: number): TChartPrint {
  const seatHeight = cardHeight(seats);
  const areaWidth = PAGE_WIDTH - 2 * PAGE_MARGIN;
  const areaHeight = PAGE_HEIGHT - 2 * PAGE_MARGIN;
  const root = seats.find((seat) => seat.isRoot) ?? seats.find((seat) => !seat.parentId);
  const rooted = root?.isRoot
    ? seats
    : seats.map((seat) => (seat === root ? { ...seat, isRoot: true } : seat));
  const raw = layoutSeats(rooted, new Set(), seatHeight);
  const placed = [...raw.values()];
  const minX = Math.min(0, ...placed.map((p) => p.x));
  const minY = Math.min(0, ...placed.map((p) => p.y));
  const positions = new Map([...raw].map(([id, p]) => [id, { x: p.x - minX, y: p.y - minY }]));
  const width = Math.max(SEAT_WIDTH, ...[...positions.values()].map((p) => p.x + SEAT_WIDTH));
  const height = Math.max(seatHeight, ...[...positions.values()].map((p) => p.y + seatHeight));
  const scale = clampScale((pagesWide * areaWidth) / width);
  return {
    positions,
    seatHeight,
    width,
    height,
    scale,
    pagesAcross: Math.max(1, Math.ceil((width * scale - 0.5) / areaWidth)),
    pagesDown: Math.max(1, Math.ceil((height * scale - 0.5) / areaHeight)),
    areaWidth,
    areaHeight,
  };
}
