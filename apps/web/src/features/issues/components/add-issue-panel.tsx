import { ISSUE_TEXTS } from '@cairn/domain/issues/issues.constants';
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
import { createIssue } from '../api/create-issue.ts';
import { issueKeys } from '../api/issue-query-keys.ts';
import { type TAddIssueFormValues, ZAddIssueForm } from './issue-form-schemas.ts';
import { ISSUE_UI_TEXTS } from './issue-texts.ts';

export type TAddIssuePanelProps = {
  /** The meeting to preselect (the current page's `tractionId`), if any. */
  tractionId?: string | null;
  onClose: () => void;
};

/**
 * Add Issue (000 §2.4, §5): a meeting issue with its meeting, title, owner and notes (the V/TO
 * and long-term list arrive with the V/TO, so the entity type is always "meeting"). Without any
 * meeting it says a meeting is needed first and offers one.
 */
export function AddIssuePanel({ tractionId, onClose }: TAddIssuePanelProps) {
  const meetings = useMyMeetings();
  if (meetings.data && meetings.data.length === 0)
    return <NeedsMeetingPanel itemName="Issue" text={ISSUE_TEXTS.needsMeeting} onClose={onClose} />;
  return <AddIssueForm tractionId={tractionId ?? null} onClose={onClose} />;
}

function AddIssueForm({ tractionId, onClose }: { tractionId: string | null; onClose: () => void }) {
  const assigner = useAssigner();
  const meetings = useMyMeetings();
  const form = useZodForm<TAddIssueFormValues>({
    schema: ZAddIssueForm,
    initialValues: { title: '', ownerId: assigner?.personId ?? null, tractionId, contentHtml: '' },
  });
  const meeting = meetings.data?.find((m) => m.id === form.values.tractionId);
  const inviteeIds = useMemo(() => meeting?.inviteeIds, [meeting]);
  const create = useItemSave({
    save: createIssue,
    form,
    invalidates: issueKeys.all,
    fallbackText: (_answer, body) => ISSUE_TEXTS.created(body.title),
    onSaved: onClose,
  });

  const handleMeetingChange = (id: string | null) => {
    form.setFieldValue('tractionId', id);
    const invitees = meetings.data?.find((m) => m.id === id)?.inviteeIds;
    const { ownerId } = form.values;
    if (invitees && ownerId && !invitees.includes(ownerId)) form.setFieldValue('ownerId', null);
  };

  const handleSubmit = form.onSubmit((values) => {
    const body = ZAddIssueForm.parse(values);
    create.mutate({
      title: body.title,
      ownerId: body.ownerId,
      tractionId: body.tractionId,
      entityType: 'meeting',
      ...(body.contentHtml ? { contentHtml: body.contentHtml } : {}),
    });
  });

  return (
    <ItemFormPopup
      title={ISSUE_UI_TEXTS.addIssue}
      form={form}
      onSubmit={handleSubmit}
      submitLabel={ISSUE_UI_TEXTS.addIssue}
      isBusy={create.isPending}
      onClose={onClose}
    >
      <MeetingSelect
        label={ISSUE_UI_TEXTS.meeting}
        value={form.values.tractionId}
        onChange={handleMeetingChange}
        error={form.errors.tractionId}
        isRequired
      />
      <ItemTitleField form={form} />
      <ItemOwnerField form={form} candidateIds={inviteeIds} assigner={assigner} />
      <ItemNotesField form={form} />
    </ItemFormPopup>
  );
}
