import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSeat } from '../test-support.ts';
import { usePrintMode } from './use-print-mode.ts';

/** The warning, handed to the hook (the web tests share modules across files, so a module mock is unreliable). */
const notifyWarning = vi.fn();

/** A top seat with twelve seats below it: wider than one page at full size. */
const SEATS = [buildSeat('top', null), ...Array.from({ length: 12 }, (_, n) => buildSeat(`s${n}`, 'top'))];

describe('print mode', () => {
  beforeEach(() => {
    // Only the clock: React's own scheduling stays real, so act() flushes the warning's effect.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.mocked(notifyWarning).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('starts with one page fitted to the chart, and off clears the pages', () => {
    const { result } = renderHook(() => usePrintMode(SEATS, notifyWarning));
    expect(result.current.grid).toEqual([]);
    act(() => result.current.toggle(true));
    expect(result.current.grid).toHaveLength(1);
    expect(result.current.offPage.size).toBe(0);
    act(() => result.current.setGrid(2, 3));
    expect(result.current.grid.map((page) => [page.row, page.column])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
    act(() => result.current.toggle(false));
    expect(result.current).toMatchObject({ isOn: false, grid: [] });
  });

  it('marks the cards a larger scale pushes off the pages and warns at most once in 5 seconds', () => {
    const { result } = renderHook(() => usePrintMode(SEATS, notifyWarning));
    act(() => result.current.toggle(true));
    act(() => result.current.setScalePercent(100));
    expect(result.current.scalePercent).toBe(100);
    expect(result.current.offPage.size).toBeGreaterThan(0);
    expect(notifyWarning).toHaveBeenCalledTimes(1);
    expect(notifyWarning).toHaveBeenCalledWith(
      'You have cards that are not on the page anymore and will not print. Please drag them back into view, or reduce the A/C Card Scale.',
      'Warning:',
    );
    act(() => result.current.setScalePercent(70));
    expect(notifyWarning).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 5000);
    act(() => result.current.setScalePercent(100));
    expect(notifyWarning).toHaveBeenCalledTimes(2);
  });
});
