import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { LiveUpdatesBridge } from './live/live-updates-bridge.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router/app-routes.tsx';
import { SessionRenewal } from './session-renewal.tsx';

/**
 * The whole web app, on the QueryClient the first calls started with: providers, the router with
 * the route table, and the live-update connection.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <LiveUpdatesBridge />
        <SessionRenewal />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
