import { mergeFeatureFlags, type TFeatureFlags } from '@cairn/domain/flags/feature-flags';
import type { TDbOrTx } from '../../db/client.ts';
import { readSetting } from './app-settings.repository.ts';

/** The instance setting that holds the administrator's flag overrides. */
export const FEATURE_FLAGS_KEY = 'featureFlags';

/**
 * The feature flags in force: the defaults merged with the stored overrides, exactly what
 * `GET app-configuration/feature-flags` answers. Server rules gated by a flag read it here.
 */
export async function readFeatureFlags(db: TDbOrTx): Promise<TFeatureFlags> {
  const overrides = (await readSetting<Record<string, boolean>>(db, FEATURE_FLAGS_KEY)) ?? {};
  return mergeFeatureFlags(overrides);
}
