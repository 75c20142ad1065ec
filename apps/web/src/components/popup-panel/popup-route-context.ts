import { createContext, useContext } from 'react';

/**
 * Set by the app around a modal route: whether the popup is shown (false first, then true, so it
 * animates in; false again to animate out) and what to do once it has animated out (leave the
 * route). A PopupPanel outside a modal route has no context and uses its own `opened` prop.
 */
export type TPopupRouteContext = { opened: boolean; onExited: () => void };

export const PopupRouteContext = createContext<TPopupRouteContext | null>(null);

/** The modal-route context, or null outside a modal route. */
export function usePopupRouteContext(): TPopupRouteContext | null {
  return useContext(PopupRouteContext);
}
