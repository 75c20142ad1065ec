import { quarterLabelOfKey, type TQuarterName } from '@cairn/domain/rocks/rock-quarters';
import type { TFunction } from '../lib/i18n/use-translation.ts';
import './texts.ts';

/** How a quarter is written in the language on screen (Intl has no quarters): `Q4 2026`, `T4 2026` in French. */
export function quarterName(t: TFunction): TQuarterName {
  return (quarter, year) => t('components.quarter', { quarter, year });
}

/** A stored quarter key (`2026-Q4`) as the language on screen writes it. */
export function quarterKeyLabel(key: string, t: TFunction): string {
  return quarterLabelOfKey(key, quarterName(t));
}
