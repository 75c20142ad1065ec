import { formatNumber } from '../../../lib/i18n/format.ts';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** Planned minutes, as the agenda shows them: `5 min`, `5 Min.` in German. */
export function formatMinutes(t: TFunction, minutes: number): string {
  return t('live.duration.minutes', { minutes: formatNumber(minutes) });
}

/** How long a meeting took, in whole minutes: `45 min`, `1 h`, `1 h 5 min` (`1 Std. 5 Min.`). */
export function formatMeetingLength(t: TFunction, ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return formatMinutes(t, minutes);
  const rest = minutes % 60;
  if (rest === 0) return t('live.duration.hours', { hours: formatNumber(hours) });
  return t('live.duration.hoursMinutes', { hours: formatNumber(hours), minutes: formatNumber(rest) });
}

/** A whole percentage (0-100) in the person's locale: `90%`, `90 %` in German and French. */
export function formatPercent(percent: number): string {
  return formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 0 });
}
