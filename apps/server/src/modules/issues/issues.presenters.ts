import type { TMessage } from '@cairn/domain/errors';
import { ISSUE_TEXTS } from '@cairn/domain/issues/issues.constants';
import type { TIssue } from '@cairn/domain/issues/issues.schemas';
import { isoOrNull } from '../traction-items/index.ts';
import type { TIssueRow } from './issue-kit.ts';

/** An issue row as the API answers it (ZIssue). */
export function presentIssue(row: TIssueRow): TIssue {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    ownerId: row.ownerPersonId,
    tractionId: row.meetingId,
    status: row.status,
    solvedAt: isoOrNull(row.solvedAt),
    priority: row.priority,
    contentHtml: row.contentHtml,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The success message of a move (000 §8: "Your issue was moved to {destination}."). */
export function movedMessage(destination: string): TMessage {
  return { id: 'ISSUE_MOVED', type: 'success', text: ISSUE_TEXTS.moved(destination) };
}
