import { EditItemPanel } from '../../../components/item-popup/edit-item-panel.tsx';
import { todoQueryOptions } from '../api/get-todo.ts';
import { EditTodoForm } from './edit-todo-form.tsx';
import { useTodoTexts } from './use-todo-texts.ts';

/**
 * Edit To-Do (000 §2.4): loads the to-do and shows its form; closes with a toast when the to-do
 * is deleted while open.
 */
export function EditTodoPanel({ todoId, onClose }: { todoId: string; onClose: () => void }) {
  const texts = useTodoTexts();
  return (
    <EditItemPanel
      title={texts.editTodo}
      query={todoQueryOptions(todoId)}
      removedText={texts.removed}
      onClose={onClose}
    >
      {(todo, reload) => <EditTodoForm todo={todo} onReload={reload} onClose={onClose} />}
    </EditItemPanel>
  );
}
