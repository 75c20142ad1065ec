import { todayLocal } from '@cairn/domain/items/calendar-date';
import { ITEM_TEXTS, ITEM_TITLE_MAX_LENGTH } from '@cairn/domain/items/items.constants';
import { defaultTodoDueDate } from '@cairn/domain/todos/todo-rules';
import { Button, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { TextField } from '../../../components/form/form-fields.tsx';
import { listFieldError } from '../../../components/form/form-values.ts';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { HtmlEditor } from '../../../components/html-editor/html-editor.tsx';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { RequiredFooter } from '../../../components/popup-panel/required-footer.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { createPersonalTodo } from '../api/create-personal-todo.ts';
import { todoKeys } from '../api/todo-query-keys.ts';
import { type TPersonalTodoFormValues, ZPersonalTodoForm } from './todo-form-schemas.ts';
import { TODO_UI_TEXTS } from './todo-texts.ts';

/**
 * Personal To-Do (000 §2.4): title, notes and due date (7 days ahead); the owner is the caller
 * and there is no meeting, so the call names none.
 */
export function AddPersonalTodoPanel({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const queryClient = useQueryClient();
  const form = useZodForm<TPersonalTodoFormValues>({
    schema: ZPersonalTodoForm,
    initialValues: { title: '', dueDate: defaultTodoDueDate(todayLocal(new Date())), contentHtml: '' },
  });
  const create = useMutation({
    mutationFn: createPersonalTodo,
    meta: { handlesErrors: true },
    onSuccess: async (answer, body) => {
      notifySuccess(
        answer.messages.find((m) => m.type === 'success')?.text ?? ITEM_TEXTS.created(body.title),
      );
      await queryClient.invalidateQueries({ queryKey: todoKeys.all });
      onClose();
    },
    onError: (error) => reportFormError(form, error),
  });
  const handleSubmit = form.onSubmit((values) =>
    create.mutate({
      title: values.title.trim(),
      dueDate: values.dueDate,
      ...(values.contentHtml ? { contentHtml: values.contentHtml } : {}),
    }),
  );

  return (
    <PopupPanel
      title={TODO_UI_TEXTS.personalTodo}
      onClose={onClose}
      isDirty={form.isDirty() && !create.isPending}
      footer={
        <RequiredFooter>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={create.isPending}
            disabled={!form.isValid() || create.isPending}
          >
            {TODO_UI_TEXTS.add}
          </Button>
        </RequiredFooter>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextField
            form={form}
            name="title"
            label={TODO_UI_TEXTS.title}
            maxLength={ITEM_TITLE_MAX_LENGTH}
            isRequired
            data-autofocus
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
