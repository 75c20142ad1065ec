import type { ComponentProps } from 'react';
import { Link, type Location, type To, useLocation, useNavigate } from 'react-router';

/** Router state of a modal route: the page the modal opens over (background-location pattern). */
type TModalRouteState = { backgroundLocation?: Location };

/** The background location stored in a location's state, when it was opened as a modal. */
export function backgroundLocationOf(location: Location): Location | undefined {
  const state = location.state as TModalRouteState | null | undefined;
  return state?.backgroundLocation;
}

/** The router state that opens a modal route over `location` (nested modals keep the page underneath). */
export function modalRouteState(location: Location): TModalRouteState {
  return { backgroundLocation: backgroundLocationOf(location) ?? location };
}

/**
 * Opens a modal route (`/org/create`, `/user/detail/{id}` ...) over the current page: the current
 * location is stored so that closing the modal returns to it. Nested modal routes keep the
 * original page underneath.
 */
export function useModalNavigate(): (to: To) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (to) => navigate(to, { state: modalRouteState(location) });
}

/** A link that opens a modal route over the current page (see `useModalNavigate`). */
export function ModalLink(props: Omit<ComponentProps<typeof Link>, 'state'>) {
  return <Link {...props} state={modalRouteState(useLocation())} />;
}
