import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useMeeting } from '../api/get-meeting.ts';
import { overviewPathOf } from '../utils/meeting-paths.ts';
import { meetingPermissionsOf } from '../utils/meeting-permissions.ts';
import { EditMeetingForm } from './edit-meeting-form.tsx';
import { NotAllowedPanel } from './not-allowed-panel.tsx';

/** Why a meeting could not be loaded, in words. */
function loadErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 404)
    return 'This meeting could not be found. It may belong to another organization.';
  if (isApiError(error) && error.messages[0]?.text) return error.messages[0].text;
  return 'The meeting could not be loaded. Please try again.';
}

/**
 * Edit a meeting (`/meeting/{id}`): loads it, then the shared meeting form. Those who may not
 * change it (Observers, people not invited) are told so and pointed to its overview.
 */
export function EditMeetingModal({ onClose }: { onClose: () => void }) {
  const { id = '' } = useParams();
  const { data: session } = useSession();
  const meeting = useMeeting(id);

  if (meeting.isPending) {
    return (
      <PopupPanel title="Edit meeting" onClose={onClose}>
        <LoadingView label="Loading the meeting" />
      </PopupPanel>
    );
  }
  if (meeting.isError) {
    return (
      <NotAllowedPanel heading="Edit meeting" onClose={onClose}>
        {loadErrorText(meeting.error)}
      </NotAllowedPanel>
    );
  }
  return <EditableMeeting meeting={meeting.data} person={session?.person ?? null} onClose={onClose} />;
}

type TEditableMeetingProps = { meeting: TMeeting; person: TSessionAnswer['person']; onClose: () => void };

function EditableMeeting({ meeting, person, onClose }: TEditableMeetingProps) {
  if (meeting.archivedAt) {
    return (
      <NotAllowedPanel heading="Edit meeting" onClose={onClose}>
        {meeting.title} is archived, so it cannot be changed.
      </NotAllowedPanel>
    );
  }
  if (!meetingPermissionsOf(person).canEdit(meeting)) {
    return (
      <PopupPanel title="Edit meeting" onClose={onClose} size="md">
        <Alert color="gray" variant="light" title="You can see this meeting but not change it">
          <Text size="sm">
            Free Observers and people who are not invited cannot change meetings.{' '}
            <Anchor component={Link} to={overviewPathOf(meeting.id)}>
              Open {meeting.title}
            </Anchor>
          </Text>
        </Alert>
      </PopupPanel>
    );
  }
  return <EditMeetingForm key={meeting.id} meeting={meeting} onClose={onClose} />;
}
