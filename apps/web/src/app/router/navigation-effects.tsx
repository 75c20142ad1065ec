import { useEffect, useMemo, useRef } from 'react';
import { type Location, useLocation, useNavigate, useNavigationType } from 'react-router';
import { applyTraceParam, logger } from '../../lib/logger.ts';
import { isAuthHash } from '../../lib/navigation/auth-hash.ts';
import { createVersionCheck } from '../../lib/version-check.ts';

/** How long a lazily loaded page may take to render the element a hash points at. */
const HASH_WAIT_MS = 2000;

/** Scrolls smoothly to the element a hash names, waiting a little for lazy pages to render it. */
function scrollToHash(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  const startedAt = Date.now();
  let frame = 0;
  const tryScroll = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (Date.now() - startedAt < HASH_WAIT_MS) frame = requestAnimationFrame(tryScroll);
  };
  frame = requestAnimationFrame(tryScroll);
  return () => cancelAnimationFrame(frame);
}

/**
 * What happens after every navigation (000 §2.2, 002 §2): trace mode from `?trace=true` and a
 * trace line per navigation; a leftover auth hash (`#access_token=...`) is removed; the page
 * scrolls to the top or smoothly to its hash target (not when a modal opens or closes over it);
 * and the build version is compared with the server's (throttled to once a minute).
 */
export function NavigationEffects({ pageLocation }: { pageLocation: Location }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const checkVersion = useMemo(() => createVersionCheck(), []);
  const isFirst = useRef(true);

  useEffect(() => {
    applyTraceParam(location.search);
    logger.trace('navigation', {
      type: navigationType,
      path: `${location.pathname}${location.search}${location.hash}`,
    });
    if (isAuthHash(location.hash)) {
      logger.trace('removing the authentication hash from the address');
      navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, state: location.state },
      );
    }
  }, [location, navigationType, navigate]);

  const pageKey = `${pageLocation.pathname}${pageLocation.search}`;
  const pageHash = isAuthHash(pageLocation.hash) ? '' : pageLocation.hash;
  useEffect(() => {
    logger.trace('page shown', pageKey);
    if (pageHash) return scrollToHash(pageHash);
    window.scrollTo({ top: 0, left: 0 });
    return undefined;
  }, [pageKey, pageHash]);

  useEffect(() => {
    if (isFirst.current) {
      // The page was just loaded from the server, so it is as new as the server's build.
      isFirst.current = false;
      return;
    }
    logger.trace('checking the version after navigating to', pageKey);
    void checkVersion();
  }, [pageKey, checkVersion]);

  return null;
}
