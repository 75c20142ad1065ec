import type { TAssigner } from '@cairn/domain/items/item-access';
import { ROCK_DELEGATES_MAX, type TRockType } from '@cairn/domain/rocks/rocks.constants';
import { ActionIcon, Button, Fieldset, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { listFieldError } from '../../../components/form/form-values.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { MeetingSelect } from '../../../components/meeting-select/meeting-select.tsx';
import { PersonSelect } from '../../../components/person-picker/person-picker.tsx';
import { emptyDelegatedRow, type TRockFormValues } from './rock-form-schemas.ts';
import { useRockTypeOptions } from './rock-options.ts';
import { useRockTexts } from './use-rock-texts.ts';

type TProps = {
  form: UseFormReturnType<TRockFormValues>;
  assigner: TAssigner | null;
  /** What the rows make: new rocks with the same title and due date (Add), or more of them (Edit). */
  hint: string;
};

/**
 * The delegated rocks of an Add or Edit Rock popup (000 §2.4): rows of meeting, type and owner,
 * each required (000 §5); a row's owner is one of its meeting's invitees (000 §6 rules apply).
 */
export function DelegatedRocksField({ form, assigner, hint }: TProps) {
  const texts = useRockTexts();
  const typeOptions = useRockTypeOptions();
  const meetings = useMyMeetings();
  const rows = form.values.delegated;
  const errorOf = (index: number, field: string) =>
    listFieldError(form.errors, `delegated.${index}.${field}`);

  const handleMeeting = (index: number, meetingId: string | null) => {
    form.setFieldValue(`delegated.${index}.tractionId`, meetingId);
    const invitees = meetings.data?.find((meeting) => meeting.id === meetingId)?.inviteeIds;
    const ownerId = rows[index]?.ownerId;
    if (invitees && ownerId && !invitees.includes(ownerId))
      form.setFieldValue(`delegated.${index}.ownerId`, null);
  };

  return (
    <Fieldset legend={texts.delegatedRocks} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {rows.map((row, index) => {
          const name = texts.delegatedRock(index + 1);
          const invitees = meetings.data?.find((meeting) => meeting.id === row.tractionId)?.inviteeIds;
          return (
            <Paper key={row.key} withBorder radius="md" p="sm" component="fieldset" aria-label={name} m={0}>
              <Group justify="space-between" mb={4}>
                <Text size="sm" fw={600}>
                  {name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={texts.removeDelegated(index + 1)}
                  onClick={() => form.removeListItem('delegated', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <Group grow align="flex-start" gap="sm" wrap="wrap">
                <MeetingSelect
                  label={texts.meeting}
                  aria-label={texts.meetingOf(index + 1)}
                  value={row.tractionId}
                  onChange={(id) => handleMeeting(index, id)}
                  error={errorOf(index, 'tractionId')}
                  miw={180}
                  isRequired
                />
                <Select
                  label={texts.type}
                  aria-label={texts.typeOf(index + 1)}
                  placeholder={texts.chooseType}
                  data={typeOptions}
                  value={row.type}
                  onChange={(type) => form.setFieldValue(`delegated.${index}.type`, type as TRockType | null)}
                  error={errorOf(index, 'type')}
                  miw={140}
                  withAsterisk
                  aria-required
                />
                <PersonSelect
                  label={texts.owner}
                  aria-label={texts.ownerOf(index + 1)}
                  value={row.ownerId}
                  onChange={(id) => form.setFieldValue(`delegated.${index}.ownerId`, id)}
                  error={errorOf(index, 'ownerId')}
                  candidateIds={invitees}
                  assigner={assigner}
                  miw={180}
                  isRequired
                />
              </Group>
            </Paper>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => form.insertListItem('delegated', emptyDelegatedRow())}
            disabled={rows.length >= ROCK_DELEGATES_MAX}
          >
            {texts.addDelegated}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
