import { ITEM_TEXTS, ITEM_TITLE_MAX_LENGTH } from '@cairn/domain/items/items.constants';
import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { Button, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { TextField } from '../../../components/form/form-fields.tsx';
import { listFieldError } from '../../../components/form/form-values.ts';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { HtmlEditor } from '../../../components/html-editor/html-editor.tsx';
import { confirmDelete } from '../../../components/item-popup/confirm-delete.ts';
import { StaleVersionAlert } from '../../../components/item-popup/stale-version-alert.tsx';
import { useItemVersion } from '../../../components/item-popup/use-item-version.ts';
import { useMyMeetings } from '../../../components/meeting-select/meeting-options-query.ts';
import { PersonSelect } from '../../../components/person-picker/person-picker.tsx';
import { useAssigner } from '../../../components/person-picker/use-assigner.ts';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { RequiredFooter } from '../../../components/popup-panel/required-footer.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { deleteTodo } from '../api/delete-todo.ts';
import { reassignTodo } from '../api/reassign-todo.ts';
import { todoKeys } from '../api/todo-query-keys.ts';
import { updateTodo } from '../api/update-todo.ts';
import { type TEditTodoFormValues, ZEditTodoForm } from './todo-form-schemas.ts';
import { TODO_UI_TEXTS } from './todo-texts.ts';

type TProps = { todo: TTodo; onReload: () => Promise<{ data?: TTodo }>; onClose: () => void };

/**
 * The Edit To-Do form: title, single owner, due date, notes. A 409 keeps what was typed and
 * offers to reload the to-do's version; after an owner change the reassign call follows
 * (000 §4; the server's PUT has already reassigned it, so it changes nothing).
 */
export function EditTodoForm({ todo, onReload, onClose }: TProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const assigner = useAssigner();
  const meetings = useMyMeetings(Boolean(todo.tractionId));
  const { version, isStale, takeConflict, reload } = useItemVersion(todo.version, onReload);
  const form = useZodForm<TEditTodoFormValues>({
    schema: ZEditTodoForm,
    initialValues: {
      title: todo.title,
      ownerId: todo.ownerId,
      dueDate: todo.dueDate,
      contentHtml: todo.contentHtml,
    },
  });
  const inviteeIds = todo.tractionId
    ? meetings.data?.find((m) => m.id === todo.tractionId)?.inviteeIds
    : undefined;

  const save = useMutation({
    mutationFn: async (values: TEditTodoFormValues) => {
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
    meta: { handlesErrors: true },
    onSuccess: async (answer) => {
      notifySuccess(
        answer.messages.find((m) => m.type === 'success')?.text ?? ITEM_TEXTS.updated(answer.todo.title),
      );
      await queryClient.invalidateQueries({ queryKey: todoKeys.all });
      onClose();
    },
    onError: (error) => {
      if (!takeConflict(error)) reportFormError(form, error);
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteTodo(todo.id),
    onSuccess: async () => {
      notifySuccess(TODO_UI_TEXTS.deleted(todo.title));
      onClose();
      await queryClient.invalidateQueries({ queryKey: todoKeys.all });
    },
  });

  const handleDelete = () =>
    confirmDelete({
      question: TODO_UI_TEXTS.deleteQuestion,
      name: todo.title,
      onConfirm: () => remove.mutate(),
    });

  const isBusy = save.isPending || remove.isPending;
  return (
    <PopupPanel
      title={TODO_UI_TEXTS.editTodo}
      onClose={onClose}
      isDirty={form.isDirty() && !isBusy}
      footer={
        <RequiredFooter>
          <Button variant="subtle" color="red" onClick={handleDelete} disabled={isBusy}>
            {TODO_UI_TEXTS.delete}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={save.isPending}
            disabled={isStale || !form.isValid() || isBusy}
          >
            {TODO_UI_TEXTS.save}
          </Button>
        </RequiredFooter>
      }
    >
      <form id={formId} onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          {isStale ? <StaleVersionAlert itemName="to-do" onReload={reload} /> : null}
          <TextField
            form={form}
            name="title"
            label={TODO_UI_TEXTS.title}
            maxLength={ITEM_TITLE_MAX_LENGTH}
            isRequired
            data-autofocus
          />
          <PersonSelect
            label={TODO_UI_TEXTS.owner}
            value={form.values.ownerId}
            onChange={(id) => form.setFieldValue('ownerId', id)}
            error={listFieldError(form.errors, 'ownerId')}
            candidateIds={inviteeIds}
            assigner={assigner}
            currentOwnerId={todo.ownerId}
            isRequired
          />
          <TextField form={form} name="dueDate" label={TODO_UI_TEXTS.dueDate} type="date" isRequired />
          <HtmlEditor
            label={TODO_UI_TEXTS.notes}
            value={form.values.contentHtml}
            onChange={(html) => form.setFieldValue('contentHtml', html)}
            error={listFieldError(form.errors, 'contentHtml')}
          />
        </Stack>
      </form>
    </PopupPanel>
  );
}
