import { hierarchy, tree } from 'd3-hierarchy';
import type { TPdfSeat } from '../pdf-jobs.ts';

/**
 * Where each seat of a chart sits when printed, by the chart's print rules (001 §9): cards 300
 * wide spaced 60 apart, 190 high while the roles fit in 5 lines of 39 characters and 15 more
 * per extra line; pages 11 x 8.5 in at 96 per inch (1056 x 816) with a margin of 10; the
 * cards' scale clamped between 0.1 and 1. The web's print page follows the same rules.
 */
export const SEAT_WIDTH = 300;
const SEAT_HEIGHT = 190;
const GAP = 60;
const ROLE_WRAP = 39;
const ROLE_LINES_FITTED = 5;
const ROLE_LINE_HEIGHT = 15;
const PAGE_WIDTH_PX = 11 * 96;
const PAGE_HEIGHT_PX = 8.5 * 96;
export const PAGE_MARGIN_PX = 10;
const MIN_SCALE = 0.1;
const MAX_SCALE = 1;

/** Lines a role takes wrapped at 39 characters. */
function roleLines(role: string): number {
  let lines = 1;
  let length = 0;
  for (const word of role.split(/\s+/u).filter(Boolean)) {
    if (length === 0) length = word.length;
    else if (length + 1 + word.length <= ROLE_WRAP) length += 1 + word.length;
    else {
      lines += 1;
      length = word.length;
    }
    while (length > ROLE_WRAP) {
      lines += 1;
      length -= ROLE_WRAP;
    }
  }
  return lines;
}

/** One height for every card of the chart, so its rows stay straight. */
function cardHeight(seats: readonly TPdfSeat[]): number {
  const lines = Math.max(
    0,
    ...seats.map((seat) => seat.roles.reduce((sum, role) => sum + roleLines(role), 0)),
  );
  return SEAT_HEIGHT + ROLE_LINE_HEIGHT * Math.max(0, lines - ROLE_LINES_FITTED);
}

type TNode = { seat: TPdfSeat; children: TNode[] };

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
 * Lays the chart out top-down (d3-hierarchy's tree; assistants beside and below the seat they
 * assist) and scales it to `pagesWide` pages across; the pages down follow from its height. A
 * chart too wide even at the smallest scale takes more pages across rather than losing seats.
 */
export function layoutChart(seats: readonly TPdfSeat[], pagesWide: number): TChartPrint {
  const seatHeight = cardHeight(seats);
  const areaWidth = PAGE_WIDTH_PX - 2 * PAGE_MARGIN_PX;
  const areaHeight = PAGE_HEIGHT_PX - 2 * PAGE_MARGIN_PX;
  const raw = new Map<string, { x: number; y: number }>();
  const root = seats.find((seat) => seat.isRoot) ?? seats.find((seat) => !seat.parentId);
  if (root) {
    const byParent = new Map<string, TPdfSeat[]>();
    for (const seat of seats) {
      if (!seat.parentId || seat.isAssistant) continue;
      byParent.set(seat.parentId, [...(byParent.get(seat.parentId) ?? []), seat]);
    }
    const build = (seat: TPdfSeat, depth: number): TNode => ({
      seat,
      // A cycle in stored data must not hang the worker: a chart is at most a few thousand deep.
      children: depth > 5_000 ? [] : (byParent.get(seat.id) ?? []).map((child) => build(child, depth + 1)),
    });
    const laid = tree<TNode>().nodeSize([SEAT_WIDTH + GAP, seatHeight + GAP])(hierarchy(build(root, 0)));
    laid.each((node) => raw.set(node.data.seat.id, { x: node.x - SEAT_WIDTH / 2, y: node.y }));
    const assistantsOf = new Map<string, number>();
    for (const seat of seats) {
      const parent = seat.isAssistant && seat.parentId ? raw.get(seat.parentId) : undefined;
      if (!parent || !seat.parentId) continue;
      const index = assistantsOf.get(seat.parentId) ?? 0;
      assistantsOf.set(seat.parentId, index + 1);
      raw.set(seat.id, {
        x: parent.x + SEAT_WIDTH / 2 + GAP / 2,
        y: parent.y + (seatHeight + GAP) * (0.5 + index * 0.8),
      });
    }
  }
  const placed = [...raw.values()];
  const minX = Math.min(0, ...placed.map((p) => p.x));
  const minY = Math.min(0, ...placed.map((p) => p.y));
  const positions = new Map([...raw].map(([id, p]) => [id, { x: p.x - minX, y: p.y - minY }]));
  const width = Math.max(SEAT_WIDTH, ...[...positions.values()].map((p) => p.x + SEAT_WIDTH));
  const height = Math.max(seatHeight, ...[...positions.values()].map((p) => p.y + seatHeight));
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, (pagesWide * areaWidth) / width));
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
