import { hierarchy, tree } from 'd3-hierarchy';

/*
 * The Accountability Chart's layout and print page rules (001 §9), shared by the web's chart and
 * print mode (features/ac) and the server's chart PDF (modules/pdf/templates/chart-layout.ts).
 */

/** What the layout reads of a seat (the web's TLayoutSeat and the PDF job's seat both fit). */
type TLayoutSeat = {
  id: string;
  parentId: string | null;
  roles: readonly string[];
  isAssistant: boolean;
  isRoot: boolean;
};

/** 001 §9: a printed page is 11 x 8.5 in at 96 px per inch (columns use 11, rows 8.5), margin 10. */
export const PAGE_WIDTH = 11 * 96;
export const PAGE_HEIGHT = 8.5 * 96;
export const PAGE_MARGIN = 10;
/** 001 §9: the cards' scale is kept between these. */
export const MIN_SCALE = 0.1;
export const MAX_SCALE = 1;

/** A card scale kept within 001 §9's clamp (0.1 to 1). */
export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** 001 §9: a seat card is 300 wide. */
export const SEAT_WIDTH = 300;
/** A card's height while its roles fit in ROLE_LINES_FITTED lines. */
export const SEAT_HEIGHT = 190;
/** 001 §9: the layout's base spacing: 30 between layers (down), 60 between nodes (across). */
export const LAYER_SPACING_BASE = 30;
export const NODE_SPACING_BASE = 60;

/** The gaps between cards: down between layers, across between nodes of a layer. */
export type TChartSpacing = { layer: number; node: number };

/**
 * 001 §9 "Layout spacing base 30 (layer) and 60 (node) scaled by percent plus 20": each base
 * scaled by the chart's size in percent, plus 20 (so at 100%: 50 down and 80 across), in the
 * units the cards are drawn at that size.
 */
export function chartSpacing(percent = 100): TChartSpacing {
  return {
    layer: (LAYER_SPACING_BASE * percent) / 100 + 20,
    node: (NODE_SPACING_BASE * percent) / 100 + 20,
  };
}
/** 001 §9: roles wrap at 39 characters; 5 lines fit, and each line past them adds 15 to the card. */
export const ROLE_WRAP_CHARACTERS = 39;
const ROLE_LINES_FITTED = 5;
export const ROLE_LINE_HEIGHT = 15;

/** How many lines a role takes, wrapped at word boundaries at 39 characters (long words split). */
export function roleLineCount(role: string): number {
  let lines = 1;
  let length = 0;
  for (const word of role.split(/\s+/).filter(Boolean)) {
    if (length === 0) length = word.length;
    else if (length + 1 + word.length <= ROLE_WRAP_CHARACTERS) length += 1 + word.length;
    else {
      lines += 1;
      length = word.length;
    }
    while (length > ROLE_WRAP_CHARACTERS) {
      lines += 1;
      length -= ROLE_WRAP_CHARACTERS;
    }
  }
  return lines;
}

/**
 * The height of every card of a chart: 190 while the longest roles fit in 5 lines, 15 more for
 * each line past them (001 §9). One height for the chart keeps its rows straight.
 */
export function cardHeight(seats: readonly TLayoutSeat[]): number {
  const lines = Math.max(
    0,
    ...seats.map((seat) => seat.roles.reduce((sum, role) => sum + roleLineCount(role), 0)),
  );
  return SEAT_HEIGHT + ROLE_LINE_HEIGHT * Math.max(0, lines - ROLE_LINES_FITTED);
}

type TNode<S> = { seat: S; children: TNode<S>[] };

/**
 * Where each seat sits: a top-down tree (d3-hierarchy) of the seats that are not assistants, and
 * each assistant beside and a little below the seat it assists. Collapsed seats hide their subtree.
 */
export function layoutSeats<S extends TLayoutSeat>(
  seats: readonly S[],
  collapsed: ReadonlySet<string>,
  height = cardHeight(seats),
  spacing: TChartSpacing = chartSpacing(),
): Map<string, { x: number; y: number }> {
  const gapX = spacing.node;
  const gapY = spacing.layer;
  const positions = new Map<string, { x: number; y: number }>();
  const root = seats.find((seat) => seat.isRoot);
  if (!root) return positions;
  const childrenOf = (id: string) => seats.filter((seat) => seat.parentId === id && !seat.isAssistant);
  const build = (seat: S, depth: number): TNode<S> => ({
    seat,
    // A cycle in stored data must not hang the page or the PDF worker: a chart is at most a few thousand deep.
    children:
      collapsed.has(seat.id) || depth > 5_000
        ? []
        : childrenOf(seat.id).map((child) => build(child, depth + 1)),
  });
  const laid = tree<TNode<S>>().nodeSize([SEAT_WIDTH + gapX, height + gapY])(hierarchy(build(root, 0)));
  laid.each((node) => positions.set(node.data.seat.id, { x: node.x - SEAT_WIDTH / 2, y: node.y }));
  for (const seat of seats) {
    if (!seat.isAssistant || !seat.parentId) continue;
    const parent = positions.get(seat.parentId);
    if (!parent || collapsed.has(seat.parentId)) continue;
    const siblings = seats.filter((other) => other.isAssistant && other.parentId === seat.parentId);
    const index = siblings.indexOf(seat);
    positions.set(seat.id, {
      x: parent.x + SEAT_WIDTH / 2 + gapX / 2,
      y: parent.y + (height + gapY) * (0.5 + index * 0.8),
    });
  }
  return positions;
}

/** True when `candidateId` is the seat or below it (a drop there would make a cycle). */
export function isSeatOrBelow(seats: readonly TLayoutSeat[], seatId: string, candidateId: string): boolean {
  const parentOf = new Map(seats.map((seat) => [seat.id, seat.parentId]));
  let current: string | null | undefined = candidateId;
  const seen = new Set<string>();
  while (current && !seen.has(current)) {
    if (current === seatId) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}
