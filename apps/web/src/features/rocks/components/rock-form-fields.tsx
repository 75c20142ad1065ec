import type { TAssigner } from '@cairn/domain/items/item-access';
import { Group, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { listFieldError } from '../../../components/form/form-values.ts';
import { TextField } from '../../../components/form/text-fields.tsx';
import {
  ItemNotesField,
  ItemOwnerField,
  ItemTitleField,
} from '../../../components/item-popup/item-fields.tsx';
import { MeetingMultiSelect } from '../../../components/meeting-select/meeting-multi-select.tsx';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { SmartRockCheck } from '../../assistant/index.ts';
import type { TRockFormValues } from './rock-form-schemas.ts';
import { inviteesOfEvery, useRockStatusOptions, useRockTypeOptions } from './rock-options.ts';
import { useRockTexts } from './use-rock-texts.ts';

type TProps = {
  form: UseFormReturnType<TRockFormValues>;
  assigner: TAssigner | null;
  /** The rock's owner before this edit; null for a new rock (000 §6). */
  currentOwnerId: string | null;
  /** A delegated rock's title is locked (000 §4); the field then says why. */
  isTitleLocked?: boolean;
  /** Edit Rock shows the status too. */
  withStatus?: boolean;
};

/**
 * The fields Add and Edit Rock share (000 §2.4, §5): title (at most 256), meetings (one or
 * more), owner (invited to every chosen meeting, under the 000 §6 rules), due date, type,
 * status (Edit only) and notes.
 */
export function RockFormFields({ form, assigner, currentOwnerId, isTitleLocked, withStatus }: TProps) {
  const texts = useRockTexts();
  const statusOptions = useRockStatusOptions();
  const typeOptions = useRockTypeOptions();
  const meetings = useMyMeetings();
  const candidateIds = inviteesOfEvery(meetings.data, form.values.tractionIds);
  const selectProps = (name: 'type' | 'status') => {
    const props = form.getInputProps(name);
    return { ...props, 'aria-invalid': props.error ? true : undefined };
  };

  const handleMeetings = (ids: string[]) => {
    form.setFieldValue('tractionIds', ids);
    const invitees = inviteesOfEvery(meetings.data, ids);
    const ownerId = form.values.ownerId;
    if (invitees && ownerId && !invitees.includes(ownerId)) form.setFieldValue('ownerId', null);
  };

  return (
    <>
      <ItemTitleField form={form} lockedText={isTitleLocked ? texts.titleLocked : undefined} />
      {isTitleLocked ? null : <SmartRockCheck title={form.values.title} />}
      <MeetingMultiSelect
        label={texts.meetings}
        value={form.values.tractionIds}
        onChange={handleMeetings}
        error={listFieldError(form.errors, 'tractionIds')}
        isRequired
      />
      <ItemOwnerField
        form={form}
        candidateIds={candidateIds}
        assigner={assigner}
        currentOwnerId={currentOwnerId}
      />
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <TextField form={form} name="dueDate" label={texts.dueDate} type="date" miw={160} isRequired />
        <Select
          label={texts.type}
          placeholder={texts.chooseType}
          data={typeOptions}
          {...selectProps('type')}
          miw={160}
          withAsterisk
          aria-required
        />
        {withStatus ? (
          <Select
            label={texts.status}
            data={statusOptions}
            allowDeselect={false}
            {...selectProps('status')}
            miw={160}
            withAsterisk
            aria-required
          />
        ) : null}
      </Group>
      <ItemNotesField form={form} />
    </>
  );
}
