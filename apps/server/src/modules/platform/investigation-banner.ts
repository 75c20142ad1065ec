import { EMPTY_ID } from '@cairn/domain/errors';
import type { TDb, TDbOrTx } from '../../db/client.ts';
import type { TLiveHub } from '../../db/live-hub-port.ts';
import { runChange } from '../../db/run-change.ts';
import { readSetting, writeSetting } from './app-settings.repository.ts';
import { assertInstanceAdmin } from './instance-admin-check.ts';

/** The instance setting that holds the banner's text. */
const BANNER_KEY = 'investigationBanner';

export const BANNER_TEXTS = {
  onlyAdmin: 'Only the instance administrator can change the investigation banner.',
} as const;

/** The banner's text as stored ('' when none). */
export async function readInvestigationBanner(db: TDbOrTx): Promise<string> {
  return (await readSetting<{ text: string }>(db, BANNER_KEY))?.text ?? '';
}

/**
 * `PUT app-configuration/investigation-banner`: the administrator's text (403 for anyone else),
 * recorded as an instance-wide change; every open page re-reads the instance after commit.
 */
export async function updateInvestigationBanner(
  deps: { db: TDb; live: Pick<TLiveHub, 'entity' | 'send' | 'sessionsChanged' | 'appConfigUpdated'> },
  actor: { userId: string },
  text: string,
): Promise<string> {
  return runChange(deps, { userId: actor.userId, orgId: null }, async (tx, record, afterCommit) => {
    await assertInstanceAdmin(tx, actor.userId, BANNER_TEXTS.onlyAdmin);
    const before = await readInvestigationBanner(tx);
    await writeSetting(tx, BANNER_KEY, { text });
    await record({
      orgId: null,
      entityType: 'appSettings',
      entityId: EMPTY_ID,
      action: 'investigationBannerChanged',
      data: { key: BANNER_KEY, before, after: text },
    });
    afterCommit(() => deps.live.appConfigUpdated());
    return text;
  });
}
