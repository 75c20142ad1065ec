import type { ComponentProps } from 'react';
import { Link, type Location, type To, useLocation, useNavigate } from 'react-router';

/** Router state of a modal route: the page the modal opens over (background-location pattern). */
type TModalRouteState = { backgroundLocation?: Location };

/** The background location stored in a location's state, when it was opened as a modal. */
export function backgroundLocationOf(location: Location): Location | undefined {
  const state = location.state as TModalRouteState | null | undefined;
  return state?.backgroundLocation;
}

/**
 * Opens a modal route (`/org/create`, `/user/detail/{id}` ...) over the current page: the current
 * location is stored so that closing the modal returns to it. Nested modal routes keep the
 * original page underneath.
 */
export function useModalNavigate(): (to: To) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (to) => {
    const backgroundLocation = backgroundLocationOf(location) ?? location;
    navigate(to, { state: { backgroundLocation } satisfies TModalRouteState });
  };
}

/** A link that opens a modal route over the current page (see `useModalNavigate`). */
export function ModalLink(props: Omit<ComponentProps<typeof Link>, 'state'>) {
  const location = useLocation();
  const backgroundLocation = backgroundLocationOf(location) ?? location;
  return <Link {...props} state={{ backgroundLocation } satisfies TModalRouteState} />;
}
