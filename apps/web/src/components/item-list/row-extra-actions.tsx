import { createContext, type ReactNode, useContext } from 'react';
import type { TItemRowAction } from './item-row-menu.tsx';

/** The item kinds whose rows take extra actions. */
export type TRowItemKind = 'rock' | 'todo' | 'headline' | 'issue';

/** Extra entries for an item row's menu, by the item's kind and the item. */
export type TRowExtraActionsOf = (
  kind: TRowItemKind,
  item: { id: string; title: string },
) => TItemRowAction[];

const RowExtraActionsContext = createContext<TRowExtraActionsOf | null>(null);

/**
 * Adds entries to the menus of the item rows inside it, e.g. the live meeting's "Drop to Issues"
 * on the rock, to-do and headline lists it reuses, without the lists knowing about the meeting.
 */
export function RowExtraActionsProvider({
  actionsOf,
  children,
}: {
  actionsOf: TRowExtraActionsOf;
  children: ReactNode;
}) {
  return <RowExtraActionsContext.Provider value={actionsOf}>{children}</RowExtraActionsContext.Provider>;
}

/** The extra menu entries of one row (none outside a provider). */
export function useRowExtraActions(
  kind: TRowItemKind,
  item: { id: string; title: string },
): TItemRowAction[] {
  return useContext(RowExtraActionsContext)?.(kind, item) ?? [];
}

/** True inside a provider: a list without a menu of its own then shows one for the extras. */
export function useHasRowExtraActions(): boolean {
  return useContext(RowExtraActionsContext) !== null;
}
