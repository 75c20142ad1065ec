import { describe, expect, it } from 'vitest';
import { buildSeat } from '../test-support.ts';
import { seatsWithReports } from './seats-with-reports.ts';

describe('seatsWithReports', () => {
  it('names the seats with a report below them, not those with only an assistant', () => {
    const seats = [
      buildSeat('visionary', null),
      buildSeat('integrator', 'visionary'),
      buildSeat('assistant', 'integrator', { isAssistant: true }),
      buildSeat('sales', 'visionary'),
      buildSeat('rep', 'sales'),
    ];
    expect([...seatsWithReports(seats)].sort()).toEqual(['sales', 'visionary']);
  });

  it('is empty for a chart of one seat', () => {
    expect(seatsWithReports([buildSeat('visionary', null)]).size).toBe(0);
  });
});
