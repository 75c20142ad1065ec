import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useSession } from '../lib/session/session-query.ts';
import { createQueryClient } from './query-client.ts';
import { buildTheme, cssVariablesResolver } from './theme.ts';

/** Toast container of spec 002 §9: top right, width 25rem. */
const TOAST_WIDTH = '25rem';

/** Mantine with the theme of the current organisation's colour (default orange). */
function ThemedMantine({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  const themeColor = session?.org?.themeColor;
  const theme = useMemo(() => buildTheme(themeColor), [themeColor]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
        <Notifications position="top-right" containerWidth={TOAST_WIDTH} limit={5} />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}

/**
 * Everything the app runs inside: TanStack Query (30-minute cache, one error policy), Mantine
 * themed by the organisation, confirm modals and toasts. Tests pass their own QueryClient.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemedMantine>{children}</ThemedMantine>
    </QueryClientProvider>
  );
}
