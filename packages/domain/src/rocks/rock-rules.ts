import type { TRockStatus } from './rocks.constants.ts';

/**
 * The status `PUT rock/{id}/complete` leads to: Done when completed; un-completing a Done
 * rock puts it back On track; any other status stays as it is.
 */
export function rockStatusAfterComplete(current: TRockStatus, isComplete: boolean): TRockStatus {
  if (isComplete) return 'Done';
  return current === 'Done' ? 'OnTrack' : current;
}
