import { describe, expect, it } from 'vitest';
import { collectStartGarbage } from './collect-start-garbage.ts';

describe('collectStartGarbage', () => {
  it('collects garbage without leaving gc exposed to the app', () => {
    // About 100 MB of short-lived objects, as an import graph leaves behind.
    let garbage: { index: number; text: string }[] | null = Array.from({ length: 1_000_000 }, (_, index) => ({
      index,
      text: `row ${index}`,
    }));
    expect(garbage.length).toBe(1_000_000);
    garbage = null;
    const heapBefore = process.memoryUsage().heapUsed;
    const { beforeMb, afterMb, ms } = collectStartGarbage();
    expect(process.memoryUsage().heapUsed).toBeLessThan(heapBefore - 50 * 1_048_576);
    expect(afterMb).toBeGreaterThan(0);
    expect(beforeMb).toBeGreaterThan(0);
    expect(ms).toBeGreaterThanOrEqual(0);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
