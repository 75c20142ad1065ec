import type { TWebhookEventType, TWebhookItemKind } from '@cairn/domain/integrations/webhooks.constants';
import type { TChangeEntityType } from '../../db/events.repository.ts';
import type { TChange } from '../../db/run-change.ts';

/** The webhook event a recorded change is, with the ids its body carries. */
export type TWebhookEvent = { type: TWebhookEventType; data: Record<string, unknown> };

const ITEM_KINDS: Partial<Record<TChangeEntityType, TWebhookItemKind>> = {
  todo: 'todo',
  issue: 'issue',
  rock: 'rock',
  headline: 'headline',
  measurable: 'measurable',
  measuredvalue: 'measured_value',
};

/** Changes that concern only the person who made them (their favourites, their reading). */
const PERSONAL_ACTIONS = new Set<string>(['favorited', 'unfavorited', 'read', 'unread']);

/** True when a live note names at least one meeting: the item is shared, not someone's personal one. */
const isInAMeeting = (change: TChange) => (change.live?.meetingIds ?? []).some(Boolean);

function itemEvent(kind: TWebhookItemKind, change: TChange): TWebhookEvent | null {
  if (PERSONAL_ACTIONS.has(change.action)) return null;
  // A personal item is its owner's alone, even to Owners and Admins (policies/items.ts): never sent.
  if (!isInAMeeting(change)) return null;
  if (kind === 'measured_value') {
    const intervalId = change.data?.intervalId;
    const isCleared = change.data && 'value' in change.data && change.data.value === null;
    return {
      type: isCleared ? 'measured_value.deleted' : 'measured_value.updated',
      data: { measurableId: change.entityId, ...(intervalId ? { intervalId } : {}) },
    };
  }
  const what = change.action === 'created' ? 'created' : change.action === 'deleted' ? 'deleted' : 'updated';
  return { type: `${kind}.${what}`, data: { id: change.entityId } };
}

/**
 * The webhook event of a recorded change, or null when it is none: item changes (created,
 * updated, deleted), a Level 10 started or ended, a person who joined (accepted their
 * invitation) or left, a V/TO revision published. Bodies are thin: ids only, to be read
 * through the API with the reader's own rights (docs/api-platform.md).
 */
export function webhookEventOf(change: TChange): TWebhookEvent | null {
  const kind = ITEM_KINDS[change.entityType];
  if (kind) return itemEvent(kind, change);
  if (change.entityType === 'meeting' && change.action === 'liveAction') {
    const action = change.data?.action;
    if (action !== 'start' && action !== 'end') return null;
    return {
      type: action === 'start' ? 'meeting.started' : 'meeting.ended',
      data: { meetingId: change.entityId, occurrenceId: change.data?.meetingId ?? null },
    };
  }
  if (change.entityType === 'person' && change.action === 'invitationAccepted') {
    return { type: 'person.joined', data: { id: change.entityId } };
  }
  if (change.entityType === 'person' && change.action === 'removed') {
    return { type: 'person.left', data: { id: change.entityId } };
  }
  if (
    change.entityType === 'vtorevision' &&
    change.action === 'updated' &&
    change.data?.isPublished === true
  ) {
    return { type: 'vto.published', data: { revisionId: change.entityId } };
  }
  return null;
}
