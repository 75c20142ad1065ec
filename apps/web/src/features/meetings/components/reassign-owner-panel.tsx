import { endSentence } from '@cairn/domain/common/sentence';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { formatPersonName } from '../../../lib/person-name.ts';
import { meetingsQueryRoot } from '../api/get-meeting.ts';
import { useSetMeetingOwner } from '../api/set-meeting-owner.ts';
import '../texts.ts';

export type TReassignOwnerPanelProps = {
  meeting: Pick<TMeeting, 'id' | 'title' | 'ownerPersonId' | 'version'>;
  opened: boolean;
  onClose: () => void;
};

/**
 * "Reassign the Meeting Owner": pick anyone of the organisation (the new owner is invited if
 * they were not yet) and save with the meeting's version (`PUT meeting/{id}/owner`).
 */
export function ReassignOwnerPanel({ meeting, opened, onClose }: TReassignOwnerPanelProps) {
  const { t } = useTranslation();
  const people = usePeopleOfOrg();
  const queryClient = useQueryClient();
  const setOwner = useSetMeetingOwner();
  const [ownerId, setOwnerId] = useState<string | null>(meeting.ownerPersonId);
  const [problem, setProblem] = useState<string | null>(null);
  const options = useMemo(
    () =>
      (people.data ?? [])
        .map((person) => ({ value: person.id, label: formatPersonName(person) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [people.data],
  );
  const isChanged = Boolean(ownerId) && ownerId !== meeting.ownerPersonId;

  const handleClose = () => {
    setProblem(null);
    setOwnerId(meeting.ownerPersonId);
    onClose();
  };

  const handleSave = () => {
    if (!ownerId) return;
    setProblem(null);
    setOwner.mutate(
      { id: meeting.id, ownerPersonId: ownerId, version: meeting.version },
      {
        onSuccess: (saved) => {
          const owner = people.byId.get(ownerId);
          notifySuccess(
            endSentence(
              t('meeting.reassign.done', {
                owner: owner ? formatPersonName(owner) : t('meeting.reassign.someone'),
                title: saved.title,
              }),
            ),
          );
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409)
            void queryClient.invalidateQueries({ queryKey: meetingsQueryRoot });
          setProblem(
            isApiError(error) && error.messages[0]?.text
              ? error.messages[0].text
              : t('meeting.reassign.failed'),
          );
        },
      },
    );
  };

  return (
    <PopupPanel
      title={t('meeting.reassign.title')}
      opened={opened}
      onClose={handleClose}
      isDirty={isChanged && !setOwner.isPending}
      size="md"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('meeting.reassign.text', { title: meeting.title })}
        </Text>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Select
          label={t('meeting.reassign.newOwner')}
          data={options}
          value={ownerId}
          onChange={setOwnerId}
          searchable
          nothingFoundMessage={t('meeting.noResults')}
          allowDeselect={false}
          disabled={!people.data}
          placeholder={people.isPending ? t('meeting.people.loading') : t('meeting.reassign.choose')}
          data-autofocus
          // Focus alone does not open the list, so that it does not cover the button below.
          openOnFocus={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button onClick={handleSave} loading={setOwner.isPending} disabled={!isChanged}>
            {t('meeting.reassign.submit')}
          </Button>
        </Group>
      </Stack>
    </PopupPanel>
  );
}
