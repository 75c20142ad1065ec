import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Location, Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingView } from '../../components/loading-view.tsx';
import {
  PopupRouteContext,
  type TPopupRouteContext,
} from '../../components/popup-panel/popup-route-context.ts';
import { backgroundLocationOf } from '../../lib/navigation/modal-route.tsx';
import { NotFoundPage } from './lazy-pages.ts';
import type { TModalRoute } from './route-table.ts';
import { useAccess } from './use-access.ts';

/** Longest exit animation; after it the route is left even if no transition event arrived. */
const EXIT_FALLBACK_MS = 400;

/** Where closing a modal goes: the stored page it was opened over, or home. */
function returnTargetOf(location: Location): { to: string | Location; state: unknown } {
  const background = backgroundLocationOf(location);
  if (!background) return { to: '/', state: null };
  return { to: background, state: background.state };
}

/**
 * A modal route (000 §2.1): guarded like any route, shown over the previous page, animated in on
 * arrival and out on close; closing returns to the stored previous location, or home.
 */
export function ModalRouteElement({ route }: { route: TModalRoute }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { decision } = useAccess(route);
  const [isOpened, setOpened] = useState(false);
  const hasLeft = useRef(false);
  const fallbackTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const target = useRef(returnTargetOf(location));
  target.current = returnTargetOf(location);

  useEffect(() => {
    // Opened one frame after mounting, so that the modal animates in (modal-in transition).
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => {
      cancelAnimationFrame(frame);
      if (fallbackTimer.current) clearTimeout(fallbackTimer.current);
      // Left another way (a link clicked while the modal faded out): a late exit must not come back.
      hasLeft.current = true;
    };
  }, []);

  const leave = useCallback(() => {
    if (hasLeft.current) return;
    hasLeft.current = true;
    if (fallbackTimer.current) clearTimeout(fallbackTimer.current);
    const { to, state } = target.current;
    navigate(to, { replace: true, state });
  }, [navigate]);

  const handleClose = useCallback(() => {
    setOpened(false);
    fallbackTimer.current = setTimeout(leave, EXIT_FALLBACK_MS);
  }, [leave]);

  const context = useMemo<TPopupRouteContext>(
    () => ({ opened: isOpened, onExited: leave }),
    [isOpened, leave],
  );

  if (decision.kind === 'loading') return <LoadingView isFullScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'not-found') {
    return (
      <Suspense fallback={<LoadingView />}>
        <NotFoundPage />
      </Suspense>
    );
  }

  const Page = route.page;
  return (
    <PopupRouteContext.Provider value={context}>
      <Suspense fallback={null}>
        <Page onClose={handleClose} />
      </Suspense>
    </PopupRouteContext.Provider>
  );
}
