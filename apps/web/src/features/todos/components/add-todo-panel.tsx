import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { defaultTodoDueDate } from '@cairn/domain/todos/todo-rules';
import type { TCreateTodoRequest } from '@cairn/domain/todos/todos.schemas';
import { useMemo, useState } from 'react';
import { listFieldError } from '../../../components/form/form-values.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import {
  ItemDueDateField,
  ItemNotesField,
  ItemTitleField,
} from '../../../components/item-popup/item-fields.tsx';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { MeetingSelect } from '../../../components/meeting-select/meeting-select.tsx';
import { NeedsMeetingPanel } from '../../../components/meeting-select/needs-meeting-panel.tsx';
import { PersonMultiSelect } from '../../../components/person-picker/person-picker.tsx';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { createTodos } from '../api/create-todos.ts';
import { todoKeys } from '../api/todo-query-keys.ts';
import { type TAddTodoFormValues, ZAddTodoForm } from './todo-form-schemas.ts';
import { useTodoTexts } from './use-todo-texts.ts';

export type TAddTodoPanelProps = {
  /** The meeting to preselect (the current page's `tractionId`), if any. */
  tractionId?: string | null;
  onClose: () => void;
};

/**
 * Add To-Do (000 §2.4, §5): title, owners (one to-do per owner), due date (7 days ahead),
 * meeting and notes. Without any meeting it says a meeting is needed first and offers one.
 * Owners start with the person adding; their first pick of someone else replaces that default
 * (issue 35: it made a to-do for them too), later picks add owners, and the popup says how many
 * to-dos Save will make.
 */
export function AddTodoPanel({ tractionId, onClose }: TAddTodoPanelProps) {
  const texts = useTodoTexts();
  const meetings = useMyMeetings();
  if (meetings.data && meetings.data.length === 0)
    return <NeedsMeetingPanel itemName={texts.name} text={texts.needsMeeting} onClose={onClose} />;
  return <AddTodoForm tractionId={tractionId ?? null} onClose={onClose} />;
}

function AddTodoForm({ tractionId, onClose }: { tractionId: string | null; onClose: () => void }) {
  const texts = useTodoTexts();
  const clock = useOrgClock();
  const assigner = useAssigner();
  const meetings = useMyMeetings();
  const form = useZodForm<TAddTodoFormValues>({
    schema: ZAddTodoForm,
    initialValues: {
      title: '',
      ownerIds: assigner ? [assigner.personId] : [],
      dueDate: defaultTodoDueDate(clock.today),
      tractionId,
      contentHtml: '',
    },
  });
  // True until the person changes the owners: the first pick then replaces the default owner.
  const [isDefaultOwner, setDefaultOwner] = useState(Boolean(assigner));
  const meeting = meetings.data?.find((m) => m.id === form.values.tractionId);
  const inviteeIds = useMemo(() => meeting?.inviteeIds, [meeting]);
  const create = useItemSave({
    save: createTodos,
    form,
    invalidates: todoKeys.all,
    fallbackText: (_answer, body) => ITEM_TEXTS.created(body.title),
    onSaved: onClose,
  });

  const handleMeetingChange = (id: string | null) => {
    form.setFieldValue('tractionId', id);
    const invitees = meetings.data?.find((m) => m.id === id)?.inviteeIds;
    if (invitees)
      form.setFieldValue(
        'ownerIds',
        form.values.ownerIds.filter((owner) => invitees.includes(owner)),
      );
  };

  const handleOwnersChange = (ids: string[]) => {
    const picked = ids.filter((id) => !form.values.ownerIds.includes(id));
    const replacesDefault = isDefaultOwner && picked.length === 1 && ids.length === 2;
    setDefaultOwner(false);
    form.setFieldValue('ownerIds', replacesDefault ? picked : ids);
  };

  const handleSubmit = form.onSubmit((values) => {
    const body = ZAddTodoForm.parse(values) as TCreateTodoRequest;
    create.mutate({ ...body, contentHtml: values.contentHtml || undefined });
  });

  return (
    <ItemFormPopup
      title={texts.addTodo}
      form={form}
      onSubmit={handleSubmit}
      submitLabel={texts.add}
      isBusy={create.isPending}
      onClose={onClose}
    >
      <ItemTitleField form={form} />
      <MeetingSelect
        label={texts.meeting}
        value={form.values.tractionId}
        onChange={handleMeetingChange}
        error={form.errors.tractionId}
        isRequired
      />
      <PersonMultiSelect
        label={texts.owners}
        value={form.values.ownerIds}
        onChange={handleOwnersChange}
        description={
          form.values.ownerIds.length > 0 ? texts.willMake(form.values.ownerIds.length) : undefined
        }
        error={listFieldError(form.errors, 'ownerIds')}
        candidateIds={inviteeIds}
        assigner={assigner}
        isRequired
      />
      <ItemDueDateField form={form} />
      <ItemNotesField form={form} />
    </ItemFormPopup>
  );
}
