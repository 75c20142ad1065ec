import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useCreateMeeting } from '../api/create-meeting.ts';
import { overviewPathOf } from '../utils/meeting-paths.ts';
import { meetingPermissionsOf } from '../utils/meeting-permissions.ts';
import { MeetingFormPanel } from './meeting-form-panel.tsx';
import { newMeetingValues, toCreateRequest } from './meeting-form-values.ts';
import { NotAllowedPanel } from './not-allowed-panel.tsx';
import { reportMeetingError } from './report-meeting-error.ts';

/**
 * Create a meeting (`/meeting/new`): the meeting form starting with the creator invited, a
 * Monday schedule in the browser's zone and the Level 10 agenda. Saves with `POST meetings`,
 * toasts '{title} created.' and opens the new meeting (in place of the popup, so Back returns to
 * the page it was opened from).
 */
export function CreateMeetingModal({ onClose }: { onClose: () => void }) {
  const { data: session } = useSession();
  const create = useCreateMeeting();
  const navigate = useNavigate();
  const myPersonId = session?.person?.id;
  const initialValues = useMemo(() => newMeetingValues(myPersonId), [myPersonId]);

  if (!session?.person) return null;
  if (!meetingPermissionsOf(session.person).canCreate) {
    return (
      <NotAllowedPanel heading="New meeting" onClose={onClose}>
        Free Observers see the meetings they are invited to but cannot create meetings. Ask your
        organization's owner or an admin for a full license.
      </NotAllowedPanel>
    );
  }

  return (
    <MeetingFormPanel
      heading="New meeting"
      submitLabel="Create meeting"
      initialValues={initialValues}
      inviteesHint="You own the meetings you create and are always invited."
      isSaving={create.isPending}
      onClose={onClose}
      onSave={async (values, form) => {
        try {
          const meeting = await create.mutateAsync(toCreateRequest(values));
          notifySuccess(MEETING_TEXTS.created(meeting.title));
          navigate(overviewPathOf(meeting.id), { replace: true });
        } catch (error) {
          reportMeetingError(form, error, MEETING_TEXTS.createFailed);
          throw error; // shown above; rethrown so the submit guard lets the person retry
        }
      }}
    />
  );
}
