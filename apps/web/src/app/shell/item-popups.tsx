import { lazy, Suspense } from 'react';
import type { TEditTarget } from '../../components/item-popup/edit-item-param.ts';
import type { TItemDraft, TItemPopupKind } from '../../components/item-popup/open-item-popup.ts';

/** The add popups load on first use, never with the shell. */
const AddTodoPanel = lazy(() =>
  import('../../features/todos/components/add-todo-panel.tsx').then((m) => ({ default: m.AddTodoPanel })),
);
const AddPersonalTodoPanel = lazy(() =>
  import('../../features/todos/components/add-personal-todo-panel.tsx').then((m) => ({
    default: m.AddPersonalTodoPanel,
  })),
);
const AddIssuePanel = lazy(() =>
  import('../../features/issues/components/add-issue-panel.tsx').then((m) => ({ default: m.AddIssuePanel })),
);
const AddRockPanel = lazy(() =>
  import('../../features/rocks/components/add-rock-panel.tsx').then((m) => ({ default: m.AddRockPanel })),
);
const AddHeadlinePanel = lazy(() =>
  import('../../features/headlines/components/add-headline-panel.tsx').then((m) => ({
    default: m.AddHeadlinePanel,
  })),
);

const EditTodoPanel = lazy(() =>
  import('../../features/todos/components/edit-todo-panel.tsx').then((m) => ({ default: m.EditTodoPanel })),
);
const EditIssuePanel = lazy(() =>
  import('../../features/issues/components/edit-issue-panel.tsx').then((m) => ({
    default: m.EditIssuePanel,
  })),
);
const EditRockPanel = lazy(() =>
  import('../../features/rocks/components/edit-rock-panel.tsx').then((m) => ({ default: m.EditRockPanel })),
);
const EditHeadlinePanel = lazy(() =>
  import('../../features/headlines/components/edit-headline-panel.tsx').then((m) => ({
    default: m.EditHeadlinePanel,
  })),
);

/** The edit popup the address names (`?edit=todo-{id}`), over whatever page is open. */
export function ItemEditPopup({ target, onClose }: { target: TEditTarget | null; onClose: () => void }) {
  if (!target) return null;
  const { kind, id } = target;
  return (
    // Keyed by the item: another link opens a fresh popup, not the last one's form.
    <Suspense key={id} fallback={null}>
      {kind === 'todo' ? <EditTodoPanel todoId={id} onClose={onClose} /> : null}
      {kind === 'issue' ? <EditIssuePanel issueId={id} onClose={onClose} /> : null}
      {kind === 'rock' ? <EditRockPanel rockId={id} onClose={onClose} /> : null}
      {kind === 'headline' ? <EditHeadlinePanel headlineId={id} onClose={onClose} /> : null}
    </Suspense>
  );
}

/** Which add popup is open, the meeting it starts with, and what it starts filled with. */
export type TOpenPopup = { kind: TItemPopupKind; tractionId: string | null; draft?: TItemDraft } | null;

/** Renders the open add popup of the sub-header, a shortcut or a list's add button. */
export function ItemPopups({ popup, onClose }: { popup: TOpenPopup; onClose: () => void }) {
  if (!popup) return null;
  const { kind, tractionId, draft } = popup;
  return (
    <Suspense fallback={null}>
      {kind === 'todo' ? <AddTodoPanel tractionId={tractionId} onClose={onClose} /> : null}
      {kind === 'personalTodo' ? <AddPersonalTodoPanel onClose={onClose} /> : null}
      {kind === 'issue' ? <AddIssuePanel tractionId={tractionId} draft={draft} onClose={onClose} /> : null}
      {kind === 'rock' ? <AddRockPanel tractionId={tractionId} onClose={onClose} /> : null}
      {kind === 'headline' ? <AddHeadlinePanel tractionId={tractionId} onClose={onClose} /> : null}
    </Suspense>
  );
}
