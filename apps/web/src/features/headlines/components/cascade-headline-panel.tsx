import type { THeadline } from '@cairn/domain/headlines/headlines.schemas';
import { ActionIcon, Group, Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { cascadeHeadline } from '../api/cascade-headline.ts';
import { headlineKeys } from '../api/headline-query-keys.ts';
import { CascadeRow } from './cascade-row.tsx';
import { cascadeTargetsOf, errorOnRows, rowChoices } from './cascade-targets.ts';
import { type TCascadeHeadlineFormValues, ZCascadeHeadlineForm } from './headline-form-schemas.ts';
import { useHeadlineTexts } from './use-headline-texts.ts';

type TProps = {
  headline: THeadline;
  onClose: () => void;
  /** After a cascade; `onClose` when left out. */
  onCascaded?: () => void;
};

const blankRow = () => ({ key: randomId(), ownerId: null, tractionIds: [] });

/**
 * Cascade Headline (001 §2, §3, §5; flag CascadeHeadlines): rows of an owner and their meetings,
 * a plus icon adding a row; Cascade is enabled only when there is a row and every row has an
 * owner and at least one meeting. It sends one target per (owner, meeting) with
 * `POST headline/cascade`; the server's field messages land on the row they are about.
 */
export function CascadeHeadlinePanel({ headline, onClose, onCascaded = onClose }: TProps) {
  const texts = useHeadlineTexts();
  const assigner = useAssigner();
  const meetings = useMyMeetings();
  const form = useZodForm<TCascadeHeadlineFormValues>({
    schema: ZCascadeHeadlineForm,
    initialValues: { rows: [blankRow()] },
  });
  const rowOfTarget = useRef<number[]>([]);

  const cascade = useItemSave({
    save: (values: TCascadeHeadlineFormValues) => {
      const { targets, rowOfTarget: rows } = cascadeTargetsOf(values.rows);
      rowOfTarget.current = rows;
      return cascadeHeadline({ headlineId: headline.id, targets });
    },
    form,
    invalidates: headlineKeys.all,
    fallbackText: (answer) => texts.cascaded(answer.headlines.length),
    onSaved: onCascaded,
    takeError: (error) => {
      reportFormError(form, errorOnRows(error, rowOfTarget.current));
      return true;
    },
  });

  const handleOwnerChange = (index: number, ownerId: string | null) => {
    form.setFieldValue(`rows.${index}.ownerId`, ownerId);
    const row = form.getValues().rows[index];
    if (!row) return;
    const allowed = rowChoices(row, meetings.data ?? [], headline).meetingIds;
    const kept = row.tractionIds.filter((id) => allowed.includes(id));
    if (kept.length !== row.tractionIds.length) form.setFieldValue(`rows.${index}.tractionIds`, kept);
  };

  const rows = form.values.rows;
  const listError = typeof form.errors.rows === 'string' ? form.errors.rows : undefined;
  return (
    <ItemFormPopup
      title={texts.cascadeHeadline}
      form={form}
      onSubmit={form.onSubmit((values) => cascade.mutate(values))}
      submitLabel={texts.cascade}
      isBusy={cascade.isPending}
      onClose={onClose}
    >
      <Text size="sm">
        <Text span fw={600}>
          {headline.title}
        </Text>
        {' · '}
        {texts.cascadeIntro}
      </Text>
      {rows.map((row, index) => (
        <CascadeRow
          key={row.key}
          index={index}
          row={row}
          choices={rowChoices(row, meetings.data ?? [], headline)}
          assigner={assigner}
          errors={form.errors}
          onOwnerChange={(ownerId) => handleOwnerChange(index, ownerId)}
          onMeetingsChange={(ids) => form.setFieldValue(`rows.${index}.tractionIds`, ids)}
          onRemove={() => form.removeListItem('rows', index)}
        />
      ))}
      {rows.length === 0 || listError ? (
        <Text size="sm" c={listError ? 'red' : 'dimmed'} role={listError ? 'alert' : undefined}>
          {listError ?? texts.needsTarget}
        </Text>
      ) : null}
      <Group>
        <ActionIcon
          variant="light"
          size="lg"
          onClick={() => form.insertListItem('rows', blankRow())}
          aria-label={texts.addRow}
          title={texts.addRow}
        >
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </ItemFormPopup>
  );
}
