import { describe, expect, it } from 'vitest';
import { quarterToClose, rockCompletionOf } from './quarterly-rules.ts';

describe('quarterToClose', () => {
  it('closes the quarter before in the first weeks of a quarter', () => {
    expect(quarterToClose('2026-10-05')).toEqual({ year: 2026, quarter: 3 });
    expect(quarterToClose('2026-01-02')).toEqual({ year: 2025, quarter: 4 });
  });
  it('closes the current quarter from its middle on', () => {
    expect(quarterToClose('2026-12-20')).toEqual({ year: 2026, quarter: 4 });
    expect(quarterToClose('2026-08-15')).toEqual({ year: 2026, quarter: 3 });
  });
});

describe('rockCompletionOf', () => {
  it('counts done of the four verdict statuses and leaves Closed and Non-Rock out', () => {
    expect(rockCompletionOf(['Done', 'Done', 'NotDone', 'OffTrack', 'Closed', 'NonRock'])).toEqual({
      done: 2,
      total: 4,
      rate: 50,
    });
  });
  it('has no rate when nothing is counted', () => {
    expect(rockCompletionOf(['Closed'])).toEqual({ done: 0, total: 0, rate: null });
  });
});
