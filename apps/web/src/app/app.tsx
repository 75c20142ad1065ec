import { BrowserRouter } from 'react-router';
import { LiveUpdatesBridge } from './live/live-updates-bridge.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router/app-routes.tsx';
import { SessionRenewal } from './session-renewal.tsx';

/** The whole web app: providers, the router with the route table, and the live-update connection. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <LiveUpdatesBridge />
        <SessionRenewal />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
