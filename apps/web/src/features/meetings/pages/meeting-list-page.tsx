import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX_LENGTH } from '@cairn/domain/search/search.constants';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Loader,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarPlus, IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { PlainList } from '../../../components/plain-list.tsx';
import type { TTextKey } from '../../../lib/i18n/i18n.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ModalLink } from '../../../lib/navigation/modal-route.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { useMeetingSearch } from '../api/search-meetings.ts';
import { MeetingRow } from '../components/meeting-row.tsx';
import { NEW_MEETING_PATH } from '../utils/meeting-paths.ts';
import { meetingPermissionsOf } from '../utils/meeting-permissions.ts';
import '../texts.ts';

/** The names of the pagination's arrows, for screen readers. */
const PAGE_CONTROLS: Record<'first' | 'previous' | 'next' | 'last', TTextKey> = {
  first: 'meeting.pagination.first',
  previous: 'meeting.pagination.previous',
  next: 'meeting.pagination.next',
  last: 'meeting.pagination.last',
};

/**
 * The meeting list (`/meetings`, MeetingList): the person's meetings, favourites first, with a
 * search (300 ms after typing stops) and pages of 25. Everyone but Observers may create one.
 */
export function MeetingListPage() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const permissions = meetingPermissionsOf(session?.person ?? null);
  const people = usePeopleOfOrg();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The page belongs to the text it was chosen for: a new search starts at page 1 (002 §4).
  const [paging, setPaging] = useState({ text: '', page: 1 });
  const page = paging.text === text ? paging.page : 1;
  const setPage = (next: number) => {
    setPaging({ text, page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const meetings = useMeetingSearch({ text, page });
  const totalPages = meetings.data?.totalPages ?? 0;
  const totalCount = meetings.data?.totalCount ?? 0;
  const isSearching = text.trim().length > 0;
  // Without any meeting the search box has nothing to search: the empty state says what to do.
  const hasNothing = totalCount === 0 && !isSearching && !search && meetings.isSuccess;

  // A page that vanished (meetings archived meanwhile) steps back to the last one.
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setPaging((current) => ({ ...current, page: totalPages }));
  }, [page, totalPages]);

  const newMeetingButton = permissions.canCreate ? (
    <Button component={ModalLink} to={NEW_MEETING_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
      {t('meeting.create.title')}
    </Button>
  ) : null;

  return (
    <Stack gap="md">
      <PageTitle title={t('meeting.list.title')}>{newMeetingButton}</PageTitle>
      <Group gap="sm" wrap="wrap" justify="space-between" display={hasNothing ? 'none' : undefined}>
        <TextInput
          aria-label={t('meeting.list.search')}
          placeholder={t('meeting.list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            search ? (
              <CloseButton
                aria-label={t('meeting.list.clearSearch')}
                size="sm"
                onClick={() => setSearch('')}
              />
            ) : null
          }
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          style={{ flex: '1 1 16rem', maxWidth: 420 }}
        />
        <Group gap="xs" aria-live="polite">
          {meetings.isFetching && meetings.data ? (
            <Loader size="xs" aria-label={t('meeting.list.updating')} />
          ) : null}
          {meetings.data ? (
            <Text size="sm" c="dimmed">
              {t('meeting.list.count', { count: totalCount })}
            </Text>
          ) : null}
        </Group>
      </Group>

      {meetings.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('meeting.list.loading')}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={72} radius="md" />
          ))}
        </Stack>
      ) : meetings.isError && !meetings.data ? (
        <Alert color="red" variant="light" role="alert" title={t('meeting.list.loadFailed')}>
          <Button size="xs" variant="white" onClick={() => meetings.refetch()} loading={meetings.isFetching}>
            {t('meeting.tryAgain')}
          </Button>
        </Alert>
      ) : totalCount === 0 && isSearching ? (
        <EmptyState
          icon={<IconSearch size={28} />}
          title={t('meeting.list.noMatch', { text: text.trim() })}
          text={t('meeting.list.noMatchText')}
          action={
            <Button variant="default" onClick={() => setSearch('')}>
              {t('meeting.list.showAll')}
            </Button>
          }
        />
      ) : totalCount === 0 ? (
        <EmptyState
          icon={<IconCalendarPlus size={28} />}
          title={t('meeting.list.emptyTitle')}
          text={permissions.canCreate ? t('meeting.list.emptyText') : t('meeting.list.emptyTextInvited')}
          action={
            permissions.canCreate ? (
              <Button
                component={ModalLink}
                to={NEW_MEETING_PATH}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {t('meeting.list.createFirst')}
              </Button>
            ) : null
          }
        />
      ) : (
        <>
          <PlainList gap="sm" aria-label={t('meeting.list.title')}>
            {(meetings.items ?? []).map((meeting) => (
              <MeetingRow
                key={meeting.id}
                meeting={meeting}
                peopleById={people.byId}
                permissions={permissions}
              />
            ))}
          </PlainList>
          {totalPages > 1 ? (
            <Group justify="center">
              <Pagination
                total={totalPages}
                value={page}
                onChange={setPage}
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({
                  'aria-label': t(PAGE_CONTROLS[control]),
                })}
                getItemProps={(item) => ({ 'aria-label': t('meeting.pagination.page', { page: item }) })}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
