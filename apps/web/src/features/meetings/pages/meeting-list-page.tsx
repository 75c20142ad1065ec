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
import { ModalLink } from '../../../lib/navigation/modal-route.tsx';
import { useSession } from '../../../lib/session/session-query.ts';
import { useMeetingSearch } from '../api/search-meetings.ts';
import { MeetingRow } from '../components/meeting-row.tsx';
import { NEW_MEETING_PATH } from '../utils/meeting-paths.ts';
import { meetingPermissionsOf } from '../utils/meeting-permissions.ts';

/**
 * The meeting list (`/meetings`, MeetingList): the person's meetings, favourites first, with a
 * search (300 ms after typing stops) and pages of 25. Everyone but Observers may create one.
 */
export function MeetingListPage() {
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
      New meeting
    </Button>
  ) : null;

  return (
    <Stack gap="md">
      <PageTitle title="Meetings">{newMeetingButton}</PageTitle>
      <Group gap="sm" wrap="wrap" justify="space-between" display={hasNothing ? 'none' : undefined}>
        <TextInput
          aria-label="Search meetings"
          placeholder="Search meetings"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            search ? <CloseButton aria-label="Clear search" size="sm" onClick={() => setSearch('')} /> : null
          }
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          style={{ flex: '1 1 16rem', maxWidth: 420 }}
        />
        <Group gap="xs" aria-live="polite">
          {meetings.isFetching && meetings.data ? <Loader size="xs" aria-label="Updating" /> : null}
          {meetings.data ? (
            <Text size="sm" c="dimmed">
              {totalCount} {totalCount === 1 ? 'meeting' : 'meetings'}
            </Text>
          ) : null}
        </Group>
      </Group>

      {meetings.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading meetings">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={72} radius="md" />
          ))}
        </Stack>
      ) : meetings.isError && !meetings.data ? (
        <Alert color="red" variant="light" role="alert" title="The meetings could not be loaded">
          <Button size="xs" variant="white" onClick={() => meetings.refetch()} loading={meetings.isFetching}>
            Try again
          </Button>
        </Alert>
      ) : totalCount === 0 && isSearching ? (
        <EmptyState
          icon={<IconSearch size={28} />}
          title={`No meetings match “${text.trim()}”`}
          text="Check the spelling or search for part of the title."
          action={
            <Button variant="default" onClick={() => setSearch('')}>
              Show all meetings
            </Button>
          }
        />
      ) : totalCount === 0 ? (
        <EmptyState
          icon={<IconCalendarPlus size={28} />}
          title="No meetings yet"
          text={
            permissions.canCreate
              ? "A meeting holds your team's agenda, Rocks, To-Dos, Issues and Headlines. Create one and invite your team."
              : 'You are not invited to any meetings yet. Ask a meeting’s owner to invite you.'
          }
          action={
            permissions.canCreate ? (
              <Button
                component={ModalLink}
                to={NEW_MEETING_PATH}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                Create your first meeting
              </Button>
            ) : null
          }
        />
      ) : (
        <>
          <PlainList gap="sm" aria-label="Meetings">
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
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
