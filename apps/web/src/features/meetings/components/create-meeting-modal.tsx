import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useCreateMeeting } from '../api/create-meeting.ts';
import { meetingSearchQueryOptions, type TMeetingSearchBody } from '../api/search-meetings.ts';
import { useSetLeadershipTeam } from '../api/set-leadership-team.ts';
import { overviewPathOf } from '../utils/meeting-paths.ts';
import { meetingPermissionsOf } from '../utils/meeting-permissions.ts';
import { MeetingFormPanel } from './meeting-form-panel.tsx';
import { newMeetingValues, toCreateRequest } from './meeting-form-values.ts';
import { NotAllowedPanel } from './not-allowed-panel.tsx';
import { reportMeetingError } from './report-meeting-error.ts';
import '../texts.ts';

/** Asks only whether the organisation has any meeting yet (the count). */
const FIRST_MEETING_PROBE: TMeetingSearchBody = {
  startIndex: 0,
  endIndex: 1,
  includeTotalCount: true,
  filters: {},
  sorts: [{ property: 'title', ascending: true }],
};

/**
 * Create a meeting (`/meeting/new`): the meeting form starting with the creator invited, a
 * Monday schedule in the browser's zone and the Level 10 agenda. Saves with `POST meetings`,
 * toasts '{title} created.' and opens the new meeting (in place of the popup, so Back returns to
 * the page it was opened from).
 */
export function CreateMeetingModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const create = useCreateMeeting();
  const leadership = useSetLeadershipTeam();
  const navigate = useNavigate();
  const myPersonId = session?.person?.id;
  const canMark = meetingPermissionsOf(session?.person ?? null).canMarkLeadership;
  const existing = useQuery({ ...meetingSearchQueryOptions(FIRST_MEETING_PROBE), enabled: canMark });
  // An organisation's first meeting is suggested as its leadership team meeting (issue 35 point 2).
  const isFirst = canMark && existing.data?.totalCount === 0;
  const initialValues = useMemo(
    () => ({ ...newMeetingValues(myPersonId), isLeadershipTeam: isFirst }),
    [myPersonId, isFirst],
  );

  if (!session?.person) return null;
  // The suggestion must be in the form's first values, so it waits for the count (an error: no suggestion).
  if (canMark && existing.isPending) return null;
  if (!meetingPermissionsOf(session.person).canCreate) {
    return (
      <NotAllowedPanel heading={t('meeting.create.title')} onClose={onClose}>
        {t('meeting.create.notAllowed')}
      </NotAllowedPanel>
    );
  }

  return (
    <MeetingFormPanel
      heading={t('meeting.create.title')}
      submitLabel={t('meeting.create.submit')}
      initialValues={initialValues}
      inviteesHint={t('meeting.create.inviteesHint')}
      leadership={
        canMark
          ? { description: t(isFirst ? 'meeting.leadership.firstHint' : 'meeting.leadership.hint') }
          : undefined
      }
      isSaving={create.isPending || leadership.isPending}
      onClose={onClose}
      onSave={async (values, form) => {
        try {
          const meeting = await create.mutateAsync(toCreateRequest(values));
          notifySuccess(t('meeting.toast.created', { title: meeting.title }));
          if (values.isLeadershipTeam) {
            await leadership
              .mutateAsync({ id: meeting.id, isLeadershipTeam: true })
              // The app's error toast says why; the meeting itself is saved.
              .catch(() => undefined);
          }
          navigate(overviewPathOf(meeting.id), { replace: true });
        } catch (error) {
          reportMeetingError(form, error, t('meeting.toast.createFailed'));
          throw error; // shown above; rethrown so the submit guard lets the person retry
        }
      }}
    />
  );
}
