import { USER_THEMES } from '@cairn/domain/account/person-preferences';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
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

/**
 * Mantine's toast container, loaded with the first toast: a page that shows none (the sign-in
 * page, mostly) does not carry its code. Toasts asked for before it loads wait in Mantine's store
 * and show when it mounts; once mounted it stays, so toasts can animate out.
 */
const LazyNotifications = lazy(() =>
  import('./toast-container.tsx').then((module) => ({ default: module.ToastContainer })),
);

function Toasts() {
  const { notifications: shown, queue } = useNotifications();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && shown.length + queue.length > 0) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <LazyNotifications position="top-right" containerWidth={TOAST_WIDTH} limit={5} />
    </Suspense>
  );
}

/** Mantine with the theme of the current organisation's colour (default orange). */
function ThemedMantine({ children }: { children: ReactNode }) {
  const { data: session, isPending } = useSession();
  // The person's theme replaces the organisation's colour unless it is the default (002 §3).
  const themeColor = USER_THEMES[session?.user.theme ?? 0]?.color ?? session?.org?.themeColor;
  // Confirm modals: once idle when signed in; signed-out pages need none in their first seconds.
  const isModalsReady = useIsIdleAfter(session ? 0 : SIGNED_OUT_DEFER_MS, !isPending);
  const theme = useMemo(() => buildTheme(themeColor), [themeColor]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      getStyleNonce={getStyleNonce}
    >
      <Toasts />
      {isModalsReady ? (
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
