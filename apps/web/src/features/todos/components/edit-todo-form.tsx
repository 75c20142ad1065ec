import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { Button } from '@mantine/core';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import {
  ItemDueDateField,
  ItemNotesField,
  ItemOwnerField,
  ItemTitleField,
} from '../../../components/item-popup/item-fields.tsx';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { StaleVersionAlert } from '../../../components/item-popup/stale-version-alert.tsx';
import { useItemDelete } from '../../../components/item-popup/use-item-delete.ts';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useItemVersion } from '../../../components/item-popup/use-item-version.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { POPUP_PANEL_TEXTS } from '../../../components/popup-panel/popup-panel-texts.ts';
import { TrackedByLine } from '../../../components/tracked-by/tracked-by-line.tsx';
import { deleteTodo } from '../api/delete-todo.ts';
import { reassignTodo } from '../api/reassign-todo.ts';
import { todoKeys } from '../api/todo-query-keys.ts';
import { updateTodo } from '../api/update-todo.ts';
import { type TEditTodoFormValues, ZEditTodoForm } from './todo-form-schemas.ts';
import { useTodoTexts } from './use-todo-texts.ts';

type TProps = { todo: TTodo; onReload: () => Promise<{ data?: TTodo }>; onClose: () => void };

/** The form values of a to-do: what Edit starts from, and what Reload takes in. */
function valuesOf(todo: TTodo): TEditTodoFormValues {
  return {
    title: todo.title,
    ownerId: todo.ownerId,
    dueDate: todo.dueDate,
    contentHtml: todo.contentHtml,
  };
}

/**
 * The Edit To-Do form: title, single owner, due date, notes. A 409 keeps what was typed and
 * offers to reload the to-do's version; after an owner change the reassign call follows
 * (000 §4; the server's PUT has already reassigned it, so it changes nothing).
 */
export function EditTodoForm({ todo, onReload, onClose }: TProps) {
  const texts = useTodoTexts();
  const assigner = useAssigner();
  const meetings = useMyMeetings(Boolean(todo.tractionId));
  const form = useZodForm<TEditTodoFormValues>({ schema: ZEditTodoForm, initialValues: valuesOf(todo) });
  const { version, isStale, takeConflict, reload } = useItemVersion({
    item: todo,
    refetch: onReload,
    form,
    valuesOf,
  });
  const inviteeIds = todo.tractionId
    ? meetings.data?.find((m) => m.id === todo.tractionId)?.inviteeIds
    : undefined;

  const save = useItemSave({
    save: async (values: TEditTodoFormValues) => {
      const ownerId = values.ownerId ?? '';
      const answer = await updateTodo(todo.id, {
        title: values.title.trim(),
        ownerId,
        dueDate: values.dueDate,
        contentHtml: values.contentHtml,
        version,
      });
      if (ownerId !== todo.ownerId) await reassignTodo(todo.id, { ownerId });
      return answer;
    },
    form,
    invalidates: todoKeys.all,
    fallbackText: (answer) => ITEM_TEXTS.updated(answer.todo.title),
    onSaved: onClose,
    takeError: takeConflict,
  });

  const remove = useItemDelete({
    remove: () => deleteTodo(todo.id),
    question: texts.deleteQuestion,
    name: todo.title,
    deletedText: texts.deleted(todo.title),
    invalidates: todoKeys.all,
    onDeleted: onClose,
  });

  const isBusy = save.isPending || remove.isPending;
  return (
    <ItemFormPopup
      title={texts.editTodo}
      form={form}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      submitLabel={texts.save}
      isBusy={isBusy}
      blockedReason={isStale ? POPUP_PANEL_TEXTS.reloadFirst : null}
      onClose={onClose}
      secondaryActions={
        <Button variant="subtle" color="red" onClick={remove.confirm} disabled={isBusy}>
          {texts.delete}
        </Button>
      }
    >
      {isStale ? <StaleVersionAlert itemName={texts.item} onReload={reload} /> : null}
      <TrackedByLine itemId={todo.id} />
      <ItemTitleField form={form} />
      <ItemOwnerField
        form={form}
        candidateIds={inviteeIds}
        assigner={assigner}
        currentOwnerId={todo.ownerId}
      />
      <ItemDueDateField form={form} />
      <ItemNotesField form={form} />
    </ItemFormPopup>
  );
}
