import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { isoOrNull } from '../traction-items/index.ts';
import type { TRockRow } from './rock-kit.ts';
import type { TRockLinks } from './rock-links.repository.ts';

/** A rock row as the API answers it (ZRock), with its meetings (main first) and delegated rocks. */
export function presentRock(row: TRockRow, links: TRockLinks): TRock {
  const others = (links.meetingIds.get(row.id) ?? []).filter((id) => id !== row.meetingId);
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    ownerId: row.ownerPersonId,
    tractionId: row.meetingId,
    tractionIds: [row.meetingId, ...others],
    type: row.type,
    status: row.status,
    dueDate: row.dueDate,
    completedAt: isoOrNull(row.completedAt),
    contentHtml: row.contentHtml,
    delegatedFromRockId: row.delegatedFromRockId,
    delegated: (links.children.get(row.id) ?? []).map((child) => ({
      id: child.id,
      tractionId: child.meetingId,
      type: child.type,
      ownerId: child.ownerPersonId,
      delegatedFromRockId: child.delegatedFromRockId,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
