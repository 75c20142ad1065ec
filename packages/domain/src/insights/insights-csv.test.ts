import { describe, expect, it } from 'vitest';
import { insightsCsv } from './insights-csv.ts';

describe('insightsCsv', () => {
  it('writes a header and a line per period, a rate with nothing to count left empty', () => {
    const csv = insightsCsv(
      [
        { key: 'periodStart', label: 'Week' },
        { key: 'done', label: 'Done' },
        { key: 'rate', label: 'Rate %' },
      ],
      [
        { periodStart: '2026-10-05', done: 9, rate: 90 },
        { periodStart: '2026-10-12', done: 0, rate: null },
      ],
    );
    expect(csv).toBe('Week,Done,Rate %\r\n2026-10-05,9,90\r\n2026-10-12,0,\r\n');
  });
});
