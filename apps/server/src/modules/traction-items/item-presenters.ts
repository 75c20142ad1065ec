import type { TMessage } from '@cairn/domain/errors';
import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';

/** An instant as the API answers it (ISO 8601 UTC), or null. */
export function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** The success message a create answer carries ('Created: {title}', 000 §8); the web toasts it. */
export function createdMessage(title: string): TMessage {
  return { id: 'ITEM_CREATED', type: 'success', text: ITEM_TEXTS.created(title) };
}

/** The success message an edit answer carries ('Updated: {title}', 000 §8). */
export function updatedMessage(title: string): TMessage {
  return { id: 'ITEM_UPDATED', type: 'success', text: ITEM_TEXTS.updated(title) };
}
