import { ITEM_TEXTS } from '@cairn/domain/items/items.constants';
import { defaultTodoDueDate } from '@cairn/domain/todos/todo-rules';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import {
  ItemDueDateField,
  ItemNotesField,
  ItemTitleField,
} from '../../../components/item-popup/item-fields.tsx';
import { ItemFormPopup } from '../../../components/item-popup/item-form-popup.tsx';
import { useItemSave } from '../../../components/item-popup/use-item-save.ts';
import { useOrgClock } from '../../../lib/session/use-org-clock.ts';
import { createPersonalTodo } from '../api/create-personal-todo.ts';
import { todoKeys } from '../api/todo-query-keys.ts';
import { type TPersonalTodoFormValues, ZPersonalTodoForm } from './todo-form-schemas.ts';
import { useTodoTexts } from './use-todo-texts.ts';

/**
 * Personal To-Do (000 §2.4): title, notes and due date (7 days ahead); the owner is the caller
 * and there is no meeting, so the call names none.
 */
export function AddPersonalTodoPanel({ onClose }: { onClose: () => void }) {
  const texts = useTodoTexts();
  const clock = useOrgClock();
  const form = useZodForm<TPersonalTodoFormValues>({
    schema: ZPersonalTodoForm,
    initialValues: { title: '', dueDate: defaultTodoDueDate(clock.today), contentHtml: '' },
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
      title={texts.personalTodo}
      form={form}
      onSubmit={handleSubmit}
      submitLabel={texts.add}
      isBusy={create.isPending}
      onClose={onClose}
    >
      <ItemTitleField form={form} />
      <ItemDueDateField form={form} />
      <ItemNotesField form={form} />
    </ItemFormPopup>
  );
}
