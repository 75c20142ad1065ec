import type { TTodo } from '@cairn/domain/todos/todos.schemas';
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PopupPanel } from '../../../components/popup-panel/popup-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { todoQueryOptions } from '../api/get-todo.ts';
import { EditTodoForm } from './edit-todo-form.tsx';
import { TODO_UI_TEXTS } from './todo-texts.ts';

/** How long the "removed" toast stays (000 §9: error toast for a removed item, 3000 ms). */
const REMOVED_TOAST_MS = 3000;

/**
 * Edit To-Do (000 §2.4): loads the to-do and shows its form. When the to-do is deleted while
 * open (a live `Deleted` refetches it and it answers 404) the popup closes with a toast.
 */
export function EditTodoPanel({ todoId, onClose }: { todoId: string; onClose: () => void }) {
  const query = useQuery(todoQueryOptions(todoId));
  const isGone = isApiError(query.error) && query.error.status === 404;

  useEffect(() => {
    if (!query.error) return;
    if (isGone)
      notifications.show({ color: 'red', message: TODO_UI_TEXTS.removed, autoClose: REMOVED_TOAST_MS });
    else if (!query.data) notifyError(query.error);
    if (isGone || !query.data) onClose();
  }, [query.error, query.data, isGone, onClose]);

  if (!query.data) {
    return (
      <PopupPanel title={TODO_UI_TEXTS.editTodo} onClose={onClose}>
        <Center h={200}>
          <Loader aria-label="Loading" />
        </Center>
      </PopupPanel>
    );
  }
  return <EditTodoForm todo={query.data as TTodo} onReload={() => query.refetch()} onClose={onClose} />;
}
