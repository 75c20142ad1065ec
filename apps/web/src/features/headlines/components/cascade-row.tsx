import type { TAssigner } from '@cairn/domain/items/item-access';
import { ActionIcon, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { listFieldError } from '../../../components/form/form-values.ts';
import { MeetingMultiSelect } from '../../../components/meeting-select/meeting-multi-select.tsx';
import { PersonSelect } from '../../../components/person-picker/person-picker.tsx';
import type { TRowChoices } from './cascade-targets.ts';
import type { TCascadeRowValues } from './headline-form-schemas.ts';
import { useHeadlineTexts } from './use-headline-texts.ts';

type TProps = {
  /** 0-based position; the labels count from 1 ("Owner 1", "Meetings 1"). */
  index: number;
  row: TCascadeRowValues;
  choices: TRowChoices;
  assigner: TAssigner | null;
  errors: Record<string, unknown>;
  onOwnerChange: (ownerId: string | null) => void;
  onMeetingsChange: (tractionIds: string[]) => void;
  onRemove: () => void;
};

/** One Cascade Headline row (001 §2): an owner (000 §6 rules) and the meetings the copies go to. */
export function CascadeRow({ index, row, choices, assigner, errors, ...handlers }: TProps) {
  const texts = useHeadlineTexts();
  const number = index + 1;
  const field = (name: string) => `rows.${index}.${name}`;
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap" role="group" aria-label={texts.row(number)}>
      <Group align="flex-start" gap="sm" style={{ flex: 1 }} wrap="wrap">
        <PersonSelect
          label={texts.ownerOfRow(number)}
          value={row.ownerId}
          onChange={handlers.onOwnerChange}
          error={listFieldError(errors, field('ownerId'))}
          candidateIds={choices.ownerCandidateIds}
          assigner={assigner}
          isRequired
          style={{ flex: '1 1 12rem' }}
        />
        <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <MeetingMultiSelect
            label={texts.meetingsOfRow(number)}
            value={row.tractionIds}
            onChange={handlers.onMeetingsChange}
            error={listFieldError(errors, field('tractionIds'))}
            meetingIds={choices.meetingIds}
            isRequired
          />
        </div>
      </Group>
      <ActionIcon
        variant="subtle"
        color="red"
        mt={26}
        onClick={handlers.onRemove}
        aria-label={texts.removeRow(number)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
