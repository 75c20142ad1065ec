import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReconnector, HUB_RECONNECT_POLICY } from './reconnector.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('hub reconnect policy (002 §4, §9)', () => {
  it('tries at once, then every 5 s up to 90 s, gives up, and starts over 10 s later', () => {
    const attempt = vi.fn();
    const onGiveUp = vi.fn();
    const reconnector = createReconnector({ attempt, onGiveUp });
    reconnector.start();
    expect(attempt).toHaveBeenCalledTimes(1);

    // Every failure schedules the next try 5 s later, while the 90 s window lasts.
    for (let tries = 1; tries <= 18; tries += 1) {
      reconnector.failed();
      vi.advanceTimersByTime(4999);
      expect(attempt).toHaveBeenCalledTimes(tries);
      vi.advanceTimersByTime(1);
      expect(attempt).toHaveBeenCalledTimes(tries + 1);
    }
    expect(HUB_RECONNECT_POLICY).toMatchObject({
      intervalMs: 5000,
      giveUpAfterMs: 90_000,
      restartAfterMs: 10_000,
    });

    // 90 s have passed: the next failure closes the cycle.
    reconnector.failed();
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(9999);
    expect(attempt).toHaveBeenCalledTimes(19);
    vi.advanceTimersByTime(1);
    expect(attempt).toHaveBeenCalledTimes(20);
  });

  it('stops scheduling once connected, and a new loss starts a new cycle at once', () => {
    const attempt = vi.fn();
    const reconnector = createReconnector({ attempt, onGiveUp: vi.fn() });
    reconnector.start();
    reconnector.failed();
    reconnector.succeeded();
    vi.advanceTimersByTime(60_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    reconnector.start();
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('does nothing after stop()', () => {
    const attempt = vi.fn();
    const reconnector = createReconnector({ attempt, onGiveUp: vi.fn() });
    reconnector.start();
    reconnector.failed();
    reconnector.stop();
    vi.advanceTimersByTime(120_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
