import { todayLocal } from '@cairn/domain/items/calendar-date';
import { ITEM_TEXTS, ITEM_TITLE_MAX_LENGTH } from '@cairn/domain/items/items.constants';
import { defaultTodoDueDate } from '@cairn/domain/todos/todo-rules';
import { TextField } from '../../../components/form/form-fields.tsx';
import { listFieldError } from '../../../components/form/form-values.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { HtmlEditor } from '../../../components/html-editor/html-editor.tsx';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { createPersonalTodo } from '../api/create-personal-todo.ts';
import { todoKeys } from '../api/todo-query-keys.ts';
import { type TPersonalTodoFormValues, ZPersonalTodoForm } from './todo-form-schemas.ts';
import { TODO_UI_TEXTS } from './todo-texts.ts';

/**
 * Personal To-Do (000 §2.4): title, notes and due date (7 days ahead); the owner is the caller
 * and there is no meeting, so the call names none.
 */
export function AddPersonalTodoPanel({ onClose }: { onClose: () => void }) {
  const form = useZodForm<TPersonalTodoFormValues>({
    schema: ZPersonalTodoForm,
    initialValues: { title: '', dueDate: defaultTodoDueDate(todayLocal(new Date())), contentHtml: '' },
  });
  const create = useItemSave({
    save: createPersonalTodo,
    form,
    invalidates: todoKeys.all,
    fallbackText: (_answer, body) => ITEM_TEXTS.created(body.title),
    onSaved: onClose,
  });
  const handleSubmit = form.onSubmit((values) =>
    create.mutate({
      title: values.title.trim(),
      dueDate: values.dueDate,
      ...(values.contentHtml ? { contentHtml: values.contentHtml } : {}),
    }),
  );

  return (
    <ItemFormPopup
      title={TODO_UI_TEXTS.personalTodo}
      form={form}
      onSubmit={handleSubmit}
      submitLabel={TODO_UI_TEXTS.add}
      isBusy={create.isPending}
      onClose={onClose}
    >
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
    </ItemFormPopup>
  );
}
