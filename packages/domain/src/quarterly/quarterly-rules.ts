import { rateOf } from '../insights/insights-definitions.ts';
import { quarterOf, quarterSpan, shiftQuarter, type TQuarter } from '../rocks/rock-quarters.ts';
import type { TRockStatus } from '../rocks/rocks.constants.ts';
import { QUARTERLY_CLOSE_PREVIOUS_DAYS } from './quarterly.constants.ts';

/**
 * The quarter a session held on `today` closes: the one before while the new quarter is young
 * (the team meets in its first weeks), else the current one (the team meets before it ends).
 */
export function quarterToClose(today: string): TQuarter {
  const current = quarterOf(today);
  const start = quarterSpan(current).from;
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  return days < QUARTERLY_CLOSE_PREVIOUS_DAYS ? shiftQuarter(current, -1) : current;
}

/** The statuses a quarter's completion counts (Closed and Non-Rock are no verdict either way). */
const COUNTED: readonly TRockStatus[] = ['OnTrack', 'OffTrack', 'Done', 'NotDone'];

/**
 * The quarter's completion: done of the rocks counted, as the rocks series of insights counts it
 * (`rate` null when nothing is counted; 80% is the EOS goal).
 */
export function rockCompletionOf(statuses: readonly TRockStatus[]) {
  const counted = statuses.filter((status) => COUNTED.includes(status));
  const done = counted.filter((status) => status === 'Done').length;
  return { done, total: counted.length, rate: rateOf(done, counted.length) };
}

/** The EOS goal of rock completion, in percent. */
export const ROCK_COMPLETION_GOAL = 80;
