import { createContext, useContext } from 'react';

/** The add popups the shell opens (000 §2.3): from the sub-header, a shortcut or a list's add button. */
export type TItemPopupKind = 'todo' | 'personalTodo' | 'issue' | 'rock' | 'headline';

/** What an add popup may start filled with (a seat's Add Issue names the seat). */
export type TItemDraft = { title?: string };

/**
 * Opens an add popup; `tractionId` preselects a meeting (the current page's when left out) and
 * `draft` fills its fields.
 */
export type TOpenItemPopup = (kind: TItemPopupKind, tractionId?: string, draft?: TItemDraft) => void;

/** Provided by the app shell's popup host; null outside it (lists then show no add button). */
export const OpenItemPopupContext = createContext<TOpenItemPopup | null>(null);

/** The shell's opener of add popups, or null outside the shell. */
export function useOpenItemPopup(): TOpenItemPopup | null {
  return useContext(OpenItemPopupContext);
}
