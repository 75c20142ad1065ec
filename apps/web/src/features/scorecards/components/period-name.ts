import { periodLabel } from '@cairn/domain/scorecards/periods';
import type { TMeasurableInterval } from '@cairn/domain/scorecards/scorecards.constants';
import { formatLocale } from '../../../lib/i18n/i18n.ts';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { quarterName } from '../../../components/quarter-name.ts';

/**
 * Week and month names already made, by locale, interval and start: each is an
 * `Intl.DateTimeFormat`, whose making cost ~4 ms a name on a throttled phone, 40 names per
 * dashboard (issue 38). Quarters go through `t` (the language may change without the locale).
 */
const madeNames = new Map<string, string>();

/** A period's short name in the person's locale: "23. Nov.", "Nov. 2026", "Q4 2026" ("T4 2026" in French). */
export function periodName(start: string, interval: TMeasurableInterval, t: TFunction): string {
  const locale = formatLocale();
  if (interval === 'Quarterly') {
    return periodLabel(start, interval, locale, quarterName(t));
  }
  const key = `${locale} ${interval} ${start}`;
  let name = madeNames.get(key);
  if (name === undefined) {
    name = periodLabel(start, interval, locale);
    madeNames.set(key, name);
  }
  return name;
}
