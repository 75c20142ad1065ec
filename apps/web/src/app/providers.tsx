import { USER_THEMES } from '@cairn/domain/account/person-preferences';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { getStyleNonce } from '../lib/csp-nonce.ts';
import { SIGNED_OUT_DEFER_MS, useIsIdleAfter } from '../lib/defer.ts';
import { LanguageSync } from '../lib/i18n/language-sync.tsx';
import { useSession } from '../lib/session/session-query.ts';
import { createQueryClient } from './query-client.ts';
import { buildTheme, cssVariablesResolver } from './theme.ts';

/** Toast container of spec 002 §9: top right, width 25rem. */
const TOAST_WIDTH = '25rem';

/**
 * Mantine's confirm modals (`modals.openConfirmModal(...)` from @mantine/modals), loaded after the
 * first page so that Modal and its dependencies stay out of the first download. It wraps nothing:
 * the static `modals.*` API reaches it through events (do not use the `useModals()` hook).
 */
const DeferredModalsProvider = lazy(() =>
  import('@mantine/modals').then((module) => ({
    default: () => <module.ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} />,
  })),
);

type TToastContainer = typeof import('./toast-container.tsx').ToastContainer;

/**
 * Mantine's toast container, loaded once the page is idle or with the first toast if that comes
 * sooner: the sign-in page's first screen does not carry its code. Loaded ahead rather than only
 * with the first toast, because that toast may be "Connection lost": offline, the chunk could not
 * load then. A load that failed (offline before it) is tried again when the browser is back
 * online. Toasts asked for before it mounts wait in Mantine's store and show when it does; once
 * mounted it stays, so toasts can animate out.
 */
function Toasts({ isIdle }: { isIdle: boolean }) {
  const { notifications: shown, queue } = useNotifications();
  const [Container, setContainer] = useState<TToastContainer | null>(null);
  const isNeeded = isIdle || shown.length + queue.length > 0;
  useEffect(() => {
    if (!isNeeded || Container) return undefined;
    let isCurrent = true;
    const load = () =>
      import('./toast-container.tsx').then(
        (module) => isCurrent && setContainer(() => module.ToastContainer),
        () => window.addEventListener('online', load, { once: true }),
      );
    void load();
    return () => {
      isCurrent = false;
      window.removeEventListener('online', load);
    };
  }, [isNeeded, Container]);
  return Container ? <Container position="top-right" containerWidth={TOAST_WIDTH} limit={5} /> : null;
}

/** Mantine with the theme of the current organisation's colour (default orange). */
function ThemedMantine({ children }: { children: ReactNode }) {
  const { data: session, isPending } = useSession();
  // The person's theme replaces the organisation's colour unless it is the default (002 §3).
  const themeColor = USER_THEMES[session?.user.theme ?? 0]?.color ?? session?.org?.themeColor;
  // Toasts and confirm modals: once idle when signed in; signed-out pages need none in their
  // first seconds.
  const isIdle = useIsIdleAfter(session ? 0 : SIGNED_OUT_DEFER_MS, !isPending);
  const theme = useMemo(() => buildTheme(themeColor), [themeColor]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={getStyleNonce}
    >
      <Toasts isIdle={isIdle} />
      {isIdle ? (
        <Suspense fallback={null}>
          <DeferredModalsProvider />
        </Suspense>
      ) : null}
      {children}
    </MantineProvider>
  );
}

/**
 * Everything the app runs inside: TanStack Query (30-minute cache, one error policy), Mantine
 * themed by the organisation, toasts and confirm modals. Tests pass their own QueryClient.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <LanguageSync />
      <ThemedMantine>{children}</ThemedMantine>
    </QueryClientProvider>
  );
}
