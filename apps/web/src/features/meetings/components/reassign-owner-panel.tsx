import { endSentence } from '@cairn/domain/common/sentence';
import type { TMeeting } from '@cairn/domain/meetings/meetings.schemas';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePeopleOfOrg } from '../../../components/person-picker/people-query.ts';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { formatPersonName } from '../../../lib/person-name.ts';
import { meetingsQueryRoot } from '../api/get-meeting.ts';
import { useSetMeetingOwner } from '../api/set-meeting-owner.ts';

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
            endSentence(`${owner ? formatPersonName(owner) : 'The new owner'} now owns ${saved.title}`),
          );
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409)
            void queryClient.invalidateQueries({ queryKey: meetingsQueryRoot });
          setProblem(
            isApiError(error) && error.messages[0]?.text
              ? error.messages[0].text
              : 'The owner could not be changed. Please try again.',
          );
        },
      },
    );
  };

  return (
    <PopupPanel
      title="Reassign the Meeting Owner"
      opened={opened}
      onClose={handleClose}
      isDirty={isChanged && !setOwner.isPending}
      size="md"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The owner of {meeting.title} is always invited to it. A new owner who is not invited yet is added to
          the invitees.
        </Text>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Select
          label="New owner"
          data={options}
          value={ownerId}
          onChange={setOwnerId}
          searchable
          nothingFoundMessage="No Results"
          allowDeselect={false}
          disabled={!people.data}
          placeholder={people.isPending ? 'Loading people…' : 'Choose a person'}
          data-autofocus
          // Focus alone does not open the list, so that it does not cover the button below.
          openOnFocus={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button onClick={handleSave} loading={setOwner.isPending} disabled={!isChanged}>
            Reassign owner
          </Button>
        </Group>
      </Stack>
    </PopupPanel>
  );
}
