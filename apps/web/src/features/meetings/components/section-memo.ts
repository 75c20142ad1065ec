import type { FormErrors } from '@mantine/form';

/**
 * True when two form values hold the same data. @mantine/form deep-clones all values on every
 * change, so identity says nothing; the sections' values are small enough to compare as JSON.
 */
export function isSameValue(before: unknown, after: unknown): boolean {
  return before === after || JSON.stringify(before) === JSON.stringify(after);
}

/**
 * The form's messages on one path and below it (`schedule` covers `schedule.time` ...), as one
 * comparable string. Sections of the meeting form re-render only when their own values or
 * messages change, so typing the title does not redraw the agenda and its pickers.
 */
export function errorsUnder(errors: FormErrors, path: string): string {
  const own = Object.entries(errors).filter(([key]) => key === path || key.startsWith(`${path}.`));
  return own.length === 0 ? '' : JSON.stringify(own);
}
