import { AC_OFF_PAGE_WARNING_MS } from '@cairn/domain/ac/ac.constants';
import type { TAcSeat } from '@cairn/domain/ac/ac.schemas';
import { clampScale, PAGE_HEIGHT, PAGE_MARGIN, PAGE_WIDTH } from '@cairn/domain/ac/chart-layout';
import { useEffect, useMemo, useRef, useState } from 'react';
import { currentReader } from '../../../lib/i18n/texts.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import { isValidGrid, printLayout } from './print-layout.ts';
import '../texts.ts';

/** Print mode's pages: rows x columns, and the card scale (null: as large as lets everything fit). */
export type TPrintPages = { rows: number; columns: number; scale: number | null };

/** One printable page drawn over the chart, in the chart's own coordinates. */
export type TPrintPage = { row: number; column: number; x: number; y: number; width: number; height: number };

const FIRST_PAGES: TPrintPages = { rows: 1, columns: 1, scale: null };

/**
 * The chart's print mode (001 §4): the page grid over the canvas at the A/C Card Scale, the cards
 * that fall off the pages (warned about at most once per 5 s, 001 §8), and what Print sends to the
 * print page. Off clears it all.
 */
export function usePrintMode(
  seats: readonly TAcSeat[],
  /** How the off-page warning is shown (a parameter so tests need not mock a module). */
  warn: (text: string, title: string) => void = notifyWarning,
) {
  const [pages, setPages] = useState<TPrintPages | null>(null);
  const layout = useMemo(
    () => (pages && isValidGrid(pages) && seats.length ? printLayout(seats, pages) : null),
    [seats, pages],
  );
  const grid = useMemo<TPrintPage[]>(() => {
    if (!pages || !layout) return [];
    const width = (PAGE_WIDTH - 2 * PAGE_MARGIN) / layout.scale;
    const height = (PAGE_HEIGHT - 2 * PAGE_MARGIN) / layout.scale;
    return Array.from({ length: pages.rows * pages.columns }, (_, n) => {
      const row = Math.floor(n / pages.columns);
      const column = n % pages.columns;
      return {
        row,
        column,
        x: layout.origin.x + column * width,
        y: layout.origin.y + row * height,
        width,
        height,
      };
    });
  }, [pages, layout]);
  const offPage = layout?.offPage ?? EMPTY;

  // Warned whenever other cards fall off (a new scale, a seat added), at most once in 5 s.
  const lastWarned = useRef(Number.NEGATIVE_INFINITY);
  const offKey = [...offPage].sort().join(' ');
  useEffect(() => {
    if (!offKey) return;
    const now = Date.now();
    if (now - lastWarned.current < AC_OFF_PAGE_WARNING_MS) return;
    lastWarned.current = now;
    // Read when warned, in the language on screen then (a change of language is no new warning).
    const t = currentReader();
    warn(t('ac.printMode.offPageWarning'), t('ac.printMode.offPageWarningTitle'));
  }, [offKey, warn]);

  return {
    isOn: pages !== null,
    pages,
    grid,
    offPage,
    /** The scale the cards print at now (what Print pages sends), and as a whole percentage. */
    scale: layout ? layout.scale : 1,
    scalePercent: layout ? Math.round(layout.scale * 100) : 100,
    toggle: (isOn: boolean) => setPages(isOn ? FIRST_PAGES : null),
    /** New rows or columns fit the chart again; a new scale keeps them. */
    setGrid: (rows: number, columns: number) => setPages({ rows, columns, scale: null }),
    setScalePercent: (percent: number) =>
      setPages((current) => (current ? { ...current, scale: clampScale(percent / 100) } : current)),
  };
}

const EMPTY: ReadonlySet<string> = new Set();
