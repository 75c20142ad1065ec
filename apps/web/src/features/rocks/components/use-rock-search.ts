import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import {
  ROCK_LIST_CONFIG,
  type TRockListStatus,
  type TRockSort,
} from '../../../components/item-list/list-configs.ts';
import {
  type TItemListRequest,
  useItemListSearch,
} from '../../../components/item-list/use-item-list-search.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import '../texts.ts';
import { useListStatusOptions } from '../../../components/item-list/use-list-status-options.ts';

/** The key of each status filter's name. */
const ROCK_LIST_STATUS_KEYS: Record<TRockListStatus, TTextKey> = {
  open: 'rock.filter.open',
  finished: 'rock.filter.finished',
};

/** The status filters named in the person's language. */
export const useRockListStatusOptions = () =>
  useListStatusOptions(ROCK_LIST_CONFIG.statusOptions, ROCK_LIST_STATUS_KEYS);

/** One page of a rock list plus the open and finished counts of its scope (for the filter labels). */
export function useRockSearch(request: TItemListRequest<TRockListStatus>) {
  const search = useItemListSearch<TRock, TRockListStatus, TRockSort>('rock', ROCK_LIST_CONFIG, request);
  return { ...search, rocks: search.items };
}
