import type { TMessage } from '@cairn/domain/errors';
import { HEADLINE_TEXTS } from '@cairn/domain/headlines/headlines.constants';
import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import type { THeadlineRow } from './headline-kit.ts';

/** A headline row as the API answers it (ZHeadline). */
export function presentHeadline(row: THeadlineRow): THeadline {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    ownerId: row.ownerPersonId,
    tractionId: row.meetingId,
    meetingId: row.meetingId,
    status: row.status,
    cascadedFromHeadlineId: row.cascadedFromHeadlineId,
    contentHtml: row.contentHtml,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The success message of a cascade, naming how many copies were made. */
export function cascadedMessage(count: number): TMessage {
  return { id: 'HEADLINE_CASCADED', type: 'success', text: HEADLINE_TEXTS.cascaded(count) };
}
