import { matchRoutes, Route, Routes, useLocation } from 'react-router';
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
      {isPageShown ? (
        <Routes location={pageLocation}>
          <Route element={<RouteFrame />}>
            {PAGE_ROUTES.map((route) => (
              <Route key={route.id} path={route.path} element={<route.page />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      ) : null}
      {isModal ? (
        <Routes>
          {MODAL_ROUTES.map((route) => (
            <Route key={route.id} path={route.path} element={<ModalRouteElement route={route} />} />
          ))}
        </Routes>
      ) : null}
    </MaintenanceGate>
  );
}
