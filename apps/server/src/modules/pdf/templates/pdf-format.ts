/** Dates and durations as a printed page says them, in the asker's locale (`en-US` by default). */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day format of a locale, made once per locale (a worker draws many documents). */
function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format;
}

/** `2026-03-05` -> `Mar 5, 2026` (`5. März 2026` in German; a calendar day: no zone shifts it). */
export function formatDay(date: string, locale = 'en-US'): string {
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? date : dayFormat(locale).format(time);
}

/** An instant as the organisation's day and time: `Mar 5, 2026, 9:00 AM` (`05.03.2026, 09:00` in German). */
export function formatInstant(iso: string, timeZone: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** Milliseconds as `1:05:09` or `12:30` (minutes and seconds under an hour). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
