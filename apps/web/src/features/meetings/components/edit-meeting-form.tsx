import { MEETING_TEXTS } from '@cairn/domain/meetings/meetings.constants';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { Alert, Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { meetingQueryOptions } from '../api/get-meeting.ts';
import { useSetLeadershipTeam } from '../api/set-leadership-team.ts';
import { useSetMeetingColorTag } from '../api/set-meeting-color-tag.ts';
import { useUpdateMeeting } from '../api/update-meeting.ts';
import { meetingPermissionsOf } from '../utils/meeting-permissions.ts';
import { MeetingFormPanel } from './meeting-form-panel.tsx';
import { meetingToValues, toUpdateRequest } from './meeting-form-values.ts';
import { reportMeetingError } from './report-meeting-error.ts';
import '../texts.ts';

/** True for a 409 that a reload can solve (a stale version), not an archived meeting. */
function isStaleVersion(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.messages[0]?.text !== MEETING_TEXTS.archived;
}

/**
 * The edit form of a loaded meeting. Saves with the version it was read at; when someone else
 * saved meanwhile (409) it offers to reload the meeting and keeps what was typed, so saving
 * again applies it over the latest version. A changed colour is saved with its own call.
 */
export function EditMeetingForm({ meeting, onClose }: { meeting: TMeeting; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateMeeting(meeting.id);
  const setColorTag = useSetMeetingColorTag();
  const leadership = useSetLeadershipTeam();
  const { data: session } = useSession();
  const canMark = meetingPermissionsOf(session?.person ?? null).canMarkLeadership;
  const [base, setBase] = useState(meeting);
  const [conflict, setConflict] = useState<'stale' | 'reloaded' | null>(null);
  const [isReloading, setReloading] = useState(false);
  const reloadButton = useRef<HTMLButtonElement>(null);
  // The notice sits above the fields while Save is at the bottom: focusing its button brings it into view.
  useEffect(() => {
    if (conflict === 'stale') reloadButton.current?.focus();
  }, [conflict]);
  // The form starts from the meeting as first loaded; live refreshes do not overwrite typing.
  const [startValues] = useState(() => meetingToValues(meeting));
  const lockedIds = useMemo(() => (base.ownerPersonId ? [base.ownerPersonId] : []), [base.ownerPersonId]);

  const handleReload = async () => {
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...meetingQueryOptions(meeting.id), staleTime: 0 });
      setBase(fresh);
      setConflict('reloaded');
    } catch (error) {
      notifyError(error);
    } finally {
      setReloading(false);
    }
  };

  const notice =
    conflict === 'stale' ? (
      <Alert color="yellow" variant="light" title={t('meeting.edit.conflictTitle')} role="alert">
        <Text size="sm" mb="xs">
          {t('meeting.edit.conflictText')}
        </Text>
        <Button ref={reloadButton} size="xs" onClick={handleReload} loading={isReloading}>
          {t('meeting.edit.reload')}
        </Button>
      </Alert>
    ) : conflict === 'reloaded' ? (
      <Alert color="blue" variant="light" role="status">
        {t('meeting.edit.reloaded')}
      </Alert>
    ) : null;

  return (
    <MeetingFormPanel
      heading={t('meeting.edit.title')}
      submitLabel={t('meeting.edit.save')}
      initialValues={startValues}
      lockedInviteeIds={lockedIds}
      inviteesHint={t('meeting.edit.inviteesHint')}
      leadership={canMark ? { description: t('meeting.leadership.hint') } : undefined}
      isSaving={update.isPending || setColorTag.isPending || leadership.isPending}
      canSave={conflict !== 'stale'}
      notice={notice}
      onClose={onClose}
      onSave={async (values, form) => {
        try {
          const saved = await update.mutateAsync(toUpdateRequest(values, base.version));
          if (values.colorTag !== base.colorTag) {
            // A failed colour change shows the app's error toast; the rest is saved.
            await setColorTag.mutateAsync({ id: saved.id, colorTag: values.colorTag }).catch(() => undefined);
          }
          if (canMark && values.isLeadershipTeam !== base.isLeadershipTeam) {
            await leadership
              .mutateAsync({ id: saved.id, isLeadershipTeam: values.isLeadershipTeam })
              // The app's error toast says why; the meeting itself is saved.
              .catch(() => undefined);
          }
          notifySuccess(t('meeting.toast.updated', { title: saved.title }));
          onClose();
        } catch (error) {
          if (isStaleVersion(error)) setConflict('stale');
          else reportMeetingError(form, error, t('meeting.edit.saveFailed'));
          throw error; // shown above; rethrown so the submit guard lets the person retry
        }
      }}
    />
  );
}
