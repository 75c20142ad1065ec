import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import {
  cardHeight,
  clampScale,
  layoutSeats,
  MIN_SCALE,
  PAGE_HEIGHT,
  PAGE_MARGIN,
  PAGE_WIDTH,
  SEAT_WIDTH,
} from '@cairn/domain/ac/chart-layout';

/** At most this many pages across or down: a wall, not a roll of paper. */
export const MAX_PAGES_ACROSS = 10;

/**
 * Page Setup's choice (001 §2): the selection on one page, or rows x columns of pages; print mode
 * may also fix the cards' scale (the A/C Card Scale), where the pages otherwise fit the chart.
 */
export type TPageSetup = { rows: number; columns: number; seatId: string | null; scale?: number | null };

/** 001 §5: rows and columns at least 1 (and at most 10 here). */
export const isValidGrid = (setup: Pick<TPageSetup, 'rows' | 'columns'>) =>
  [setup.rows, setup.columns].every((n) => Number.isInteger(n) && n >= 1 && n <= MAX_PAGES_ACROSS);

/** The seats printed: the whole chart, or one seat with everyone below it (assistants too). */
export function selectedSeats(seats: readonly TAcSeat[], seatId: string | null): TAcSeat[] {
  if (!seatId) return [...seats];
  const start = seats.find((seat) => seat.id === seatId);
  if (!start) return [];
  const chosen = new Set([start.id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const seat of seats) {
      if (seat.parentId && chosen.has(seat.parentId) && !chosen.has(seat.id)) {
        chosen.add(seat.id);
        grew = true;
      }
    }
  }
  // The chosen seat is the top of its own printed tree.
  return seats
    .filter((seat) => chosen.has(seat.id))
    .map((seat) =>
      seat.id === start.id
        ? { ...seat, parentId: null, isRoot: true, isAssistant: false }
        : { ...seat, isRoot: false },
    );
}

/**
 * Where every printed card sits on the whole printed area, its scale (the one asked for, or as
 * large as lets the chart fit), whether fitting had to shrink past the floor, and which cards
 * fall off the pages at that scale (they do not print).
 */
export function printLayout(
  seats: readonly TAcSeat[],
  setup: Pick<TPageSetup, 'rows' | 'columns' | 'scale'>,
) {
  const seatHeight = cardHeight(seats);
  const positions = layoutSeats(seats, new Set(), seatHeight);
  const placed = [...positions.values()];
  const minX = Math.min(...placed.map((p) => p.x));
  const minY = Math.min(...placed.map((p) => p.y));
  const width = Math.max(...placed.map((p) => p.x)) + SEAT_WIDTH - minX;
  const height = Math.max(...placed.map((p) => p.y)) + seatHeight - minY;
  const areaWidth = setup.columns * (PAGE_WIDTH - 2 * PAGE_MARGIN);
  const areaHeight = setup.rows * (PAGE_HEIGHT - 2 * PAGE_MARGIN);
  const fit = Math.min(areaWidth / width, areaHeight / height);
  const scale = clampScale(setup.scale ?? fit);
  const offset = new Map([...positions].map(([id, p]) => [id, { x: p.x - minX, y: p.y - minY }]));
  const offPage = new Set(
    [...offset]
      .filter(
        ([, p]) =>
          (p.x + SEAT_WIDTH) * scale > areaWidth + 0.5 || (p.y + seatHeight) * scale > areaHeight + 0.5,
      )
      .map(([id]) => id),
  );
  return {
    positions: offset,
    origin: { x: minX, y: minY },
    width,
    height,
    seatHeight,
    scale,
    fitScale: clampScale(fit),
    isTooSmall: setup.scale == null && fit < MIN_SCALE,
    offPage,
    areaWidth,
    areaHeight,
  };
}
