import { lazy, Suspense } from 'react';
import type { TItemPopupKind } from './item-shortcuts.ts';

/** The add popups load on first use, never with the shell. */
const AddTodoPanel = lazy(() =>
  import('../../features/todos/components/add-todo-panel.tsx').then((m) => ({ default: m.AddTodoPanel })),
);
const AddPersonalTodoPanel = lazy(() =>
  import('../../features/todos/components/add-personal-todo-panel.tsx').then((m) => ({
    default: m.AddPersonalTodoPanel,
  })),
);

/** Which add popup is open, and the meeting it starts with. */
export type TOpenItemPopup = { kind: TItemPopupKind; tractionId: string | null } | null;

/** Renders the open add popup of the sub-header or a shortcut. */
export function ItemPopups({ popup, onClose }: { popup: TOpenItemPopup; onClose: () => void }) {
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      {popup.kind === 'todo' ? <AddTodoPanel tractionId={popup.tractionId} onClose={onClose} /> : null}
      {popup.kind === 'personalTodo' ? <AddPersonalTodoPanel onClose={onClose} /> : null}
    </Suspense>
  );
}
