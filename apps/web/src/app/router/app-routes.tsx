import { memo } from 'react';
import { type Location, matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { backgroundLocationOf } from '../../lib/navigation/modal-route.tsx';
import { useSession } from '../../lib/session/session-query.ts';
import { NotFoundPage } from './lazy-pages.ts';
import { MaintenanceGate } from './maintenance-gate.tsx';
import { ModalRouteElement } from './modal-route-element.tsx';
import { NavigationEffects } from './navigation-effects.tsx';
import { RouteFrame } from './route-frame.tsx';
import { usePrefetchRoute } from './route-prefetch.ts';
import { MODAL_ROUTES, PAGE_ROUTES } from './route-table.ts';

/** A deep link to a modal route opens it over home. */
const HOME_BACKGROUND = { pathname: '/', search: '', hash: '', state: null, key: 'cairn-home' };
const MODAL_MATCHABLE = MODAL_ROUTES.map((route) => ({ id: route.id, path: route.path }));

/** True when the path is one of the modal routes. */
function isModalPath(pathname: string): boolean {
  return Boolean(matchRoutes(MODAL_MATCHABLE, { pathname }));
}

/**
 * The route table as route objects, made once: as `<Route>` children they were rebuilt and the
 * table flattened and ranked on every render of AppRoutes (the session, the flags...), 5-10 ms each
 * on a throttled phone.
 */
const PAGE_ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <RouteFrame />,
    children: [
      ...PAGE_ROUTES.map((route) => ({ id: route.id, path: route.path, element: <route.page /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
const MODAL_ROUTE_OBJECTS: RouteObject[] = MODAL_ROUTES.map((route) => ({
  id: route.id,
  path: route.path,
  element: <ModalRouteElement route={route} />,
}));

const isSameLocation = (a: { location: Location }, b: { location: Location }) =>
  a.location.key === b.location.key && a.location.pathname === b.location.pathname;

/** The page for a location, matched again only when the location changes. */
const PageRoutes = memo(function PageRoutes({ location }: { location: Location }) {
  return useRoutes(PAGE_ROUTE_OBJECTS, location);
}, isSameLocation);

/** The modal route for a location, matched again only when the location changes. */
const ModalRoutes = memo(function ModalRoutes({ location }: { location: Location }) {
  return useRoutes(MODAL_ROUTE_OBJECTS, location);
}, isSameLocation);

/**
 * The route table rendered: pages through the one guarded frame, and modal routes over the page
 * they were opened from (React Router's background-location pattern).
 */
export function AppRoutes() {
  const location = useLocation();
  const { data: session } = useSession();
  const isModal = isModalPath(location.pathname);
  const pageLocation = isModal ? (backgroundLocationOf(location) ?? HOME_BACKGROUND) : location;

  // Signed out (or not known yet) on a modal route: the modal's guard alone decides, so that the
  // sign-in redirect names the modal's path rather than the page underneath.
  const isPageShown = !isModal || Boolean(session);
  usePrefetchRoute(pageLocation.pathname);

  return (
    <MaintenanceGate>
      <NavigationEffects pageLocation={pageLocation} />
      {isPageShown ? <PageRoutes location={pageLocation} /> : null}
      {isModal ? <ModalRoutes location={location} /> : null}
    </MaintenanceGate>
  );
}
