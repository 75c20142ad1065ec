import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIDE_PANEL_SWITCH_DELAY_MS, useSidePanelTurn } from './side-panel-turns.ts';

afterEach(() => vi.useRealTimers());

describe('useSidePanelTurn', () => {
  it('opens a panel at once when none is open, and the next one 100 ms after the first closes', () => {
    vi.useFakeTimers();
    const help = renderHook(() => useSidePanelTurn('help'));
    const ai = renderHook(() => useSidePanelTurn('ai'));
    act(() => help.result.current.open());
    expect(help.result.current.isOpen).toBe(true);

    act(() => ai.result.current.open());
    expect(help.result.current.isOpen).toBe(false);
    expect(ai.result.current.isOpen).toBe(false);
    act(() => vi.advanceTimersByTime(SIDE_PANEL_SWITCH_DELAY_MS - 1));
    expect(ai.result.current.isOpen).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(ai.result.current.isOpen).toBe(true);

    act(() => ai.result.current.close());
    expect(ai.result.current.isOpen).toBe(false);
  });
});
