import { avatarPath } from '@cairn/domain/account/avatar.constants';
import { runChange, type TChangeDeps, type TRecord } from '../../db/run-change.ts';
import { notFound } from '../../http/errors.ts';
import { recordPeopleFollowAccount } from '../people/index.ts';
import { encodeAvatar } from './avatar-image.ts';
import {
  deleteAvatar,
  findAvatar,
  saveAvatar,
  setPeopleAvatar,
  sharesAnOrganisation,
} from './avatars.repository.ts';

/** Records the change on the user and on each of their people (whose lists show the avatar). */
async function recordAvatarChange(
  record: TRecord,
  userId: string,
  changed: { id: string; orgId: string }[],
  avatarUrl: string | null,
) {
  await record({ entityType: 'user', entityId: userId, action: 'updated', data: { avatarUrl } });
  await recordPeopleFollowAccount(record, changed, { avatarUrl });
}

/** The account's avatar: upload, removal and the access-checked read (docs/avatars.md). */
export function createAvatarsService(deps: TChangeDeps) {
  return {
    /** Re-encodes the upload (before the transaction: no database wait on image work) and stores it. */
    async upload(userId: string, bytes: Buffer): Promise<string> {
      const avatar = await encodeAvatar(bytes);
      const avatarUrl = avatarPath(userId, avatar.hash);
      await runChange(deps, { userId, orgId: null }, async (tx, record) => {
        await saveAvatar(tx, userId, avatar);
        await recordAvatarChange(record, userId, await setPeopleAvatar(tx, userId, avatarUrl), avatarUrl);
      });
      return avatarUrl;
    },

    /** Removes the avatar; the people show initials again. Removing none is no error. */
    async remove(userId: string): Promise<void> {
      await runChange(deps, { userId, orgId: null }, async (tx, record) => {
        const hadOne = await deleteAvatar(tx, userId);
        const changed = await setPeopleAvatar(tx, userId, null);
        if (hadOne) await recordAvatarChange(record, userId, changed, null);
      });
    },

    /** The image for a reader who may see it (the current hash only); else 404, as for an unknown user. */
    async read(readerUserId: string, ownerUserId: string, hash: string, size: '256' | '64') {
      const avatar = await findAvatar(deps.db, ownerUserId);
      if (!avatar || avatar.hash !== hash) throw notFound('avatar');
      if (!(await sharesAnOrganisation(deps.db, readerUserId, ownerUserId))) throw notFound('avatar');
      return Buffer.from(size === '64' ? avatar.image64 : avatar.image256);
    },
  };
}
