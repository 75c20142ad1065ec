import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { periodsFromQuery } from '../components/use-grid-window.ts';
import { GRID_MARKS, markGridData, useGridInteractiveMark } from './grid-timing.ts';

afterEach(() => {
  performance.clearMarks();
  performance.clearMeasures();
});

describe('grid timing marks', () => {
  it('measures from the first grid answer to the painted grid, once per page', async () => {
    markGridData();
    markGridData();
    const { rerender } = renderHook(({ isRendered }) => useGridInteractiveMark(isRendered), {
      initialProps: { isRendered: false },
    });
    expect(performance.getEntriesByName(GRID_MARKS.interactive)).toHaveLength(0);
    rerender({ isRendered: true });
    await waitFor(() => expect(performance.getEntriesByName(GRID_MARKS.dataToInteractive)).toHaveLength(1));
    expect(performance.getEntriesByName(GRID_MARKS.data)).toHaveLength(1);
    rerender({ isRendered: false });
    rerender({ isRendered: true });
    expect(performance.getEntriesByName(GRID_MARKS.interactive)).toHaveLength(1);
  });

  it('marks nothing without a grid answer first', async () => {
    renderHook(() => useGridInteractiveMark(true));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(performance.getEntriesByName(GRID_MARKS.interactive)).toHaveLength(0);
  });
});

describe('periodsFromQuery', () => {
  it('takes a whole number of periods the server answers, else the 13 of the default window', () => {
    expect(periodsFromQuery('52')).toBe(52);
    expect(periodsFromQuery(null)).toBe(13);
    expect(periodsFromQuery('0')).toBe(13);
    expect(periodsFromQuery('2.5')).toBe(13);
    expect(periodsFromQuery('105')).toBe(13);
    expect(periodsFromQuery('many')).toBe(13);
  });
});
