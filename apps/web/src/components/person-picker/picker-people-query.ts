import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { PEOPLE_ENDPOINTS as E } from '@cairn/domain/orgs/people.endpoints';
import { SEARCH_WINDOW_MAX } from '@cairn/domain/search/search.constants';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { useSession } from '../../lib/session/session-query.ts';
import type { TPersonFilter } from './person-options.ts';

/** How long a picker waits after a keystroke before it asks the server (large organisations only). */
const PICKER_SEARCH_DEBOUNCE_MS = 250;

/** The filters of `POST people/search` (000 §7) a picker sends; the server judges licences and roles. */
function pickerSearchFilters(filter: TPersonFilter, text: string) {
  const filters: Record<string, string[]> = {};
  if (filter.hasLicense) filters['has-license'] = ['true'];
  if (filter.roles?.length) filters['has-role'] = [...filter.roles];
  if (filter.excludedIds?.length) filters['excluded-ids'] = [...filter.excludedIds];
  const trimmed = text.trim();
  if (trimmed) filters['text-search'] = [trimmed];
  return filters;
}

type TPeopleSearchAnswer = { items: TPerson[]; totalCount: number | null };

/** Query key of a picker's search; under ['person'] so live person events refresh every picker. */
const pickerPeopleKey = (orgId: string, filters: Record<string, string[]>) =>
  ['person', 'picker', orgId, filters] as const;

async function searchPickerPeople(filters: Record<string, string[]>): Promise<TPeopleSearchAnswer> {
  const body = {
    startIndex: 0,
    endIndex: SEARCH_WINDOW_MAX,
    includeTotalCount: true,
    filters,
    sorts: [{ property: 'name' as const, ascending: true }],
  };
  const answer = await call(E.search, { body });
  return { items: answer.items, totalCount: answer.totalCount };
}

/**
 * The people a picker offers, from `POST people/search` with the picker's filters. One window
 * (1000 people) holds a whole organisation of the size Cairn serves, so typing filters it in the
 * browser at once; only when the organisation is larger does the typed text go to the server too.
 */
export function usePickerPeople(filter: TPersonFilter, text: string) {
  const { data: session } = useSession();
  const orgId = session?.orgId ?? '';
  const [typed] = useDebouncedValue(text, PICKER_SEARCH_DEBOUNCE_MS);
  const base = useQuery({
    queryKey: pickerPeopleKey(orgId, pickerSearchFilters(filter, '')),
    queryFn: () => searchPickerPeople(pickerSearchFilters(filter, '')),
    enabled: Boolean(orgId),
  });
  const partial = (base.data?.totalCount ?? 0) > (base.data?.items.length ?? 0);
  const narrowed = useQuery({
    queryKey: pickerPeopleKey(orgId, pickerSearchFilters(filter, typed)),
    queryFn: () => searchPickerPeople(pickerSearchFilters(filter, typed)),
    enabled: Boolean(orgId) && partial && typed.trim() !== '',
    placeholderData: keepPreviousData,
  });
  const people = partial && typed.trim() !== '' && narrowed.data ? narrowed.data.items : base.data?.items;
  return { people: people ?? [], isLoading: base.isPending && Boolean(orgId) };
}
