import type { TSessionAnswer } from '@cairn/domain/account/session.schemas';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { useMeeting } from '../api/get-meeting.ts';
import { overviewPathOf } from '../utils/meeting-paths.ts';
import { meetingPermissionsOf } from '../utils/meeting-permissions.ts';
import { EditMeetingForm } from './edit-meeting-form.tsx';
import { NotAllowedPanel } from './not-allowed-panel.tsx';
import '../texts.ts';

/** Why a meeting could not be loaded, in words. */
function loadErrorText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.status === 404) return t('meeting.edit.notFound');
  if (isApiError(error) && error.messages[0]?.text) return error.messages[0].text;
  return t('meeting.edit.loadFailed');
}

/**
 * Edit a meeting (`/meeting/{id}`): loads it, then the shared meeting form. Those who may not
 * change it (Observers, people not invited) are told so and pointed to its overview.
 */
export function EditMeetingModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: session } = useSession();
  const meeting = useMeeting(id);

  if (meeting.isPending) {
    return (
      <PopupPanel title={t('meeting.edit.title')} onClose={onClose}>
        <LoadingView label={t('meeting.loading')} />
      </PopupPanel>
    );
  }
  if (meeting.isError) {
    return (
      <NotAllowedPanel heading={t('meeting.edit.title')} onClose={onClose}>
        {loadErrorText(meeting.error, t)}
      </NotAllowedPanel>
    );
  }
  return <EditableMeeting meeting={meeting.data} person={session?.person ?? null} onClose={onClose} />;
}

type TEditableMeetingProps = { meeting: TMeeting; person: TSessionAnswer['person']; onClose: () => void };

function EditableMeeting({ meeting, person, onClose }: TEditableMeetingProps) {
  const { t } = useTranslation();
  if (meeting.archivedAt) {
    return (
      <NotAllowedPanel heading={t('meeting.edit.title')} onClose={onClose}>
        {t('meeting.edit.archived', { title: meeting.title })}
      </NotAllowedPanel>
    );
  }
  if (!meetingPermissionsOf(person).canEdit(meeting)) {
    return (
      <PopupPanel title={t('meeting.edit.title')} onClose={onClose} size="md">
        <Alert color="gray" variant="light" title={t('meeting.edit.readOnlyTitle')}>
          <Text size="sm">
            {t('meeting.edit.readOnlyText')}{' '}
            <Anchor component={Link} to={overviewPathOf(meeting.id)}>
              {t('meeting.edit.open', { title: meeting.title })}
            </Anchor>
          </Text>
        </Alert>
      </PopupPanel>
    );
  }
  return <EditMeetingForm key={meeting.id} meeting={meeting} onClose={onClose} />;
}
