import type { TRock } from '@cairn/domain/rocks/rocks.schemas';
import { useMemo } from 'react';
import {
  type TItemListConfig,
  type TItemListRequest,
  useItemListSearch,
} from '../../../components/item-list/use-item-list-search.ts';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../texts.ts';

/** Which rocks a list shows by status: still running, or settled one way or another. */
export type TRockListStatus = 'open' | 'finished';

type TRockSort = 'dueDate' | 'title';

/**
 * The status filters of rock lists (002 §3: Open is On track and Off track; Finished is Done,
 * Not done, Closed and Non-Rock) and their order: by due date, then title.
 */
export const ROCK_LIST_CONFIG: TItemListConfig<TRockListStatus, TRockSort> = {
  initialStatus: 'open',
  statusOptions: [
    { value: 'open', label: 'Open', statuses: ['OnTrack', 'OffTrack'] },
    { value: 'finished', label: 'Finished', statuses: ['Done', 'NotDone', 'Closed', 'NonRock'] },
  ],
  sorts: [
    { property: 'dueDate', ascending: true },
    { property: 'title', ascending: true },
  ],
};

/** The key of each status filter's name. */
const ROCK_LIST_STATUS_KEYS: Record<TRockListStatus, TTextKey> = {
  open: 'rock.filter.open',
  finished: 'rock.filter.finished',
};

/** The status filters named in the person's language (the config's labels are the English). */
export function useRockListStatusOptions() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      ROCK_LIST_CONFIG.statusOptions.map((option) => ({
        value: option.value,
        label: t(ROCK_LIST_STATUS_KEYS[option.value]),
      })),
    [t],
  );
}

/** One page of a rock list plus the open and finished counts of its scope (for the filter labels). */
export function useRockSearch(request: TItemListRequest<TRockListStatus>) {
  const search = useItemListSearch<TRock, TRockListStatus, TRockSort>('rock', ROCK_LIST_CONFIG, request);
  return { ...search, rocks: search.items };
}
