import type { TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import type { TItemSearchBody, TItemType } from '../../../components/item-list/item-search.ts';
import {
  HEADLINE_LIST_CONFIG,
  ISSUE_LIST_CONFIG,
  ROCK_LIST_CONFIG,
  TODO_LIST_CONFIG,
} from '../../../components/item-list/list-configs.ts';
import type { TItemListConfig } from '../../../components/item-list/use-item-list-search.ts';
import type { TMeetingSearchBody } from '../../meetings/index.ts';

/**
 * The meetings a Meetings widget lists: the caller's, the next one first, unscheduled last. Here,
 * not in the widget, so the route's prefetch does not pull the widget into the first download.
 */
export const MEETINGS_BODY: TMeetingSearchBody = {
  startIndex: 0,
  endIndex: 25,
  includeTotalCount: false,
  filters: {},
  sorts: [
    { property: 'nextDate', ascending: true },
    { property: 'title', ascending: true },
  ],
};

/** How many items a widget lists (it links to the full list for more). */
const WIDGET_ITEMS_MAX = 25;

/** The item widget types and the item type each searches. */
export const ITEM_WIDGET_TYPES = {
  ToDos: 'todo',
  Rocks: 'rock',
  Issues: 'issue',
  Headlines: 'headline',
} as const;
export type TItemWidgetType = keyof typeof ITEM_WIDGET_TYPES;

const CONFIGS: Record<TItemType, TItemListConfig<string, string>> = {
  todo: TODO_LIST_CONFIG,
  rock: ROCK_LIST_CONFIG,
  issue: ISSUE_LIST_CONFIG,
  headline: HEADLINE_LIST_CONFIG,
};

/** The statuses of a list's first filter: the open to-dos, rocks and issues, the headlines to review. */
function openStatuses(type: TItemType): string[] {
  const config = CONFIGS[type];
  return [...(config.statusOptions.find((option) => option.value === config.initialStatus)?.statuses ?? [])];
}

/**
 * The `POST {type}/search` body of an item widget: its open items (or the headline statuses it
 * names), narrowed by its filters (Mine: `owner-ids`, Others: `excluded-owner-ids`, Personal: the
 * caller's personal to-dos), in the list's own order.
 */
export function widgetSearchBody(widget: TWidget & { type: TItemWidgetType }): TItemSearchBody {
  const type = ITEM_WIDGET_TYPES[widget.type];
  const { filters } = widget;
  const body: Record<string, string[]> = {
    status: filters['headline-status']?.length ? [...filters['headline-status']] : openStatuses(type),
  };
  if (filters['is-personal']?.[0] === 'true') body.personal = ['true'];
  else {
    if (filters['owner-id']?.length) body['owner-ids'] = [...filters['owner-id']];
    if (filters['excluded-owner-ids']?.length)
      body['excluded-owner-ids'] = [...filters['excluded-owner-ids']];
  }
  return {
    startIndex: 0,
    endIndex: WIDGET_ITEMS_MAX,
    includeTotalCount: true,
    filters: body,
    sorts: [...CONFIGS[type].sorts],
  };
}
