import { EMPTY_ID } from '@cairn/domain/errors';
import { mergeFeatureFlags, type TFeatureFlags } from '@cairn/domain/flags/feature-flags';
import type { TDb } from '../../db/client.ts';
import type { TLiveHub } from '../../db/live-hub-port.ts';
import { runChange } from '../../db/run-change.ts';
import { readSetting, writeSetting } from './app-settings.repository.ts';
import { FEATURE_FLAGS_KEY } from './feature-flags.repository.ts';
import { assertInstanceAdmin } from './instance-admin-check.ts';

/** Texts of the feature-flag rules. */
const FLAG_TEXTS = { onlyAdmin: 'Only the instance administrator can change feature flags.' } as const;

/**
 * `PUT app-configuration/feature-flags`: the instance administrator's overrides, merged over
 * the stored ones (403 for anyone else). One change: the `events` row (instance-wide, so no
 * organisation and the empty id) and `AppConfigUpdated` to every socket after commit.
 */
export async function updateFeatureFlags(
  deps: { db: TDb; live: Pick<TLiveHub, 'entity' | 'send' | 'sessionsChanged' | 'appConfigUpdated'> },
  actor: { userId: string },
  overrides: Partial<Record<string, boolean>>,
): Promise<TFeatureFlags> {
  return runChange(deps, { userId: actor.userId, orgId: null }, async (tx, record, afterCommit) => {
    await assertInstanceAdmin(tx, actor.userId, FLAG_TEXTS.onlyAdmin);
    const current = (await readSetting<Record<string, boolean>>(tx, FEATURE_FLAGS_KEY)) ?? {};
    const next = { ...current, ...overrides };
    await writeSetting(tx, FEATURE_FLAGS_KEY, next);
    await record({
      orgId: null,
      entityType: 'appSettings',
      entityId: EMPTY_ID,
      action: 'featureFlagsChanged',
      data: { key: FEATURE_FLAGS_KEY, before: current, after: next },
    });
    afterCommit(() => deps.live.appConfigUpdated());
    return mergeFeatureFlags(next);
  });
}
