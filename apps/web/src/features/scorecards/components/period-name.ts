import { periodLabel } from '@cairn/domain/scorecards/periods';
import type { TMeasurableInterval } from '@cairn/domain/scorecards/scorecards.constants';
import { formatLocale } from '../../../lib/i18n/i18n.ts';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';
import { quarterName } from '../../../components/quarter-name.ts';

/** A period's short name in the person's locale: "23. Nov.", "Nov. 2026", "Q4 2026" ("T4 2026" in French). */
export function periodName(start: string, interval: TMeasurableInterval, t: TFunction): string {
  return periodLabel(start, interval, formatLocale(), quarterName(t));
}
