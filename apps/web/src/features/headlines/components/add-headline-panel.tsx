import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { Button } from '@mantine/core';
import { useMemo } from 'react';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import {
  ItemNotesField,
  ItemOwnerField,
  ItemTitleField,
} from '../../../components/item-popup/item-fields.tsx';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { MeetingSelect } from '../../../components/meeting-select/meeting-select.tsx';
import { NeedsMeetingPanel } from '../../../components/meeting-select/needs-meeting-panel.tsx';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { createHeadline } from '../api/create-headline.ts';
import { headlineKeys } from '../api/headline-query-keys.ts';
import { type TAddHeadlineFormValues, ZAddHeadlineForm } from './headline-form-schemas.ts';
import { useHeadlineTexts } from './use-headline-texts.ts';

export type TAddHeadlinePanelProps = {
  /** The meeting to preselect (the current page's `tractionId`), if any. */
  tractionId?: string | null;
  onClose: () => void;
};

/**
 * Add Headline (001 §2, §5): title, meeting, owner (000 §6) and notes. "add and create another"
 * saves and keeps the popup with owner and meeting for the next one; "add headline" saves and
 * closes. Without any meeting it says a meeting is needed first and offers one.
 */
export function AddHeadlinePanel({ tractionId, onClose }: TAddHeadlinePanelProps) {
  const meetings = useMyMeetings();
  const texts = useHeadlineTexts();
  if (meetings.data && meetings.data.length === 0)
    return <NeedsMeetingPanel itemName={texts.name} text={texts.needsMeeting} onClose={onClose} />;
  return <AddHeadlineForm tractionId={tractionId ?? null} onClose={onClose} />;
}

type TSubmission = { values: TAddHeadlineFormValues; keepOpen: boolean };

function AddHeadlineForm({ tractionId, onClose }: { tractionId: string | null; onClose: () => void }) {
  const texts = useHeadlineTexts();
  const assigner = useAssigner();
  const meetings = useMyMeetings();
  const form = useZodForm<TAddHeadlineFormValues>({
    schema: ZAddHeadlineForm,
    initialValues: { title: '', tractionId, ownerId: assigner?.personId ?? null, contentHtml: '' },
  });
  const meeting = meetings.data?.find((m) => m.id === form.values.tractionId);
  const inviteeIds = useMemo(() => meeting?.inviteeIds, [meeting]);

  /** After "add and create another": a blank title and notes; owner and meeting stay. */
  const startAnother = () => {
    const next = { ...form.getValues(), title: '', contentHtml: '' };
    form.setValues(next);
    form.resetDirty(next);
    form.resetTouched();
    form.clearErrors();
    form.getInputNode('title')?.focus();
    create.release();
  };

  const create = useItemSave({
    save: ({ values }: TSubmission) => {
      const body = ZAddHeadlineForm.parse(values);
      return createHeadline({ ...body, contentHtml: body.contentHtml || undefined });
    },
    form,
    invalidates: headlineKeys.all,
    fallbackText: (_answer, { values }) => ITEM_TEXTS.created(values.title.trim()),
    onSaved: (_answer, { keepOpen }) => (keepOpen ? startAnother() : onClose()),
  });
  const submit = (keepOpen: boolean) => form.onSubmit((values) => create.mutate({ values, keepOpen }));

  const handleMeetingChange = (id: string | null) => {
    form.setFieldValue('tractionId', id);
    const invitees = meetings.data?.find((m) => m.id === id)?.inviteeIds;
    if (invitees && form.values.ownerId && !invitees.includes(form.values.ownerId))
      form.setFieldValue('ownerId', null);
  };

  return (
    <ItemFormPopup
      title={texts.addHeadline}
      form={form}
      onSubmit={submit(false)}
      submitLabel={texts.add}
      isBusy={create.isPending}
      onClose={onClose}
      extraActions={() => (
        <Button variant="light" onClick={() => submit(true)()} disabled={!form.isValid() || create.isPending}>
          {texts.addAndCreateAnother}
        </Button>
      )}
    >
      <ItemTitleField form={form} />
      <MeetingSelect
        label={texts.meeting}
        value={form.values.tractionId}
        onChange={handleMeetingChange}
        error={form.errors.tractionId}
        isRequired
      />
      <ItemOwnerField form={form} candidateIds={inviteeIds} assigner={assigner} />
      <ItemNotesField form={form} />
    </ItemFormPopup>
  );
}
