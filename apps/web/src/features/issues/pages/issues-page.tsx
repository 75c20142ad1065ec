import { can } from '@cairn/domain/permissions/can';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { MeetingSelect } from '../../../components/meeting-select/meeting-select.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { IssueListSection } from '../components/issue-list-section.tsx';

/** The page's own param, beside the list's (`issues.scope`, `issues.status`, ...). */
const MEETING_PARAM = 'issues.meeting';

/**
 * Issues (`/issues`): the open issues of every meeting the caller is in, each with its meeting,
 * narrowed to one meeting with the meeting filter; the lists' usual status filters and search.
 * Everyone's issues first: a team looks here for what is waiting to be solved anywhere.
 */
export function IssuesPage() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const meetings = useMyMeetings();
  const [params, setParams] = useSearchParams();
  const isPhone = useIsPhone();
  const canChange = Boolean(session?.person && can(session.person, 'content.change'));
  const meetingId = params.get(MEETING_PARAM);
  const titles = useMemo(
    () => new Map((meetings.data ?? []).map((meeting) => [meeting.id, meeting.title])),
    [meetings.data],
  );
  const chooseMeeting = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(MEETING_PARAM, id);
      else next.delete(MEETING_PARAM);
      next.delete('issues.page');
      return next;
    });
  return (
    <Stack gap="md">
      <PageTitle title={t('issue.page.title')} />
      <Text c="dimmed" mt={-16}>
        {t('issue.page.intro')}
      </Text>
      <IssueListSection
        canChange={canChange}
        initialScope="everyone"
        filters={meetingId ? { 'traction-ids': [meetingId] } : undefined}
        meetingTitleOf={(tractionId) => (tractionId ? titles.get(tractionId) : undefined)}
        moreFilters={
          <MeetingSelect
            aria-label={t('issue.page.meeting')}
            placeholder={t('issue.page.allMeetings')}
            clearable
            size="sm"
            w={isPhone ? '100%' : 240}
            value={meetingId}
            onChange={chooseMeeting}
          />
        }
      />
    </Stack>
  );
}
