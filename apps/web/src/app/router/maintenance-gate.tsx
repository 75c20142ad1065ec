import type { ReactNode } from 'react';
import { LoadingView } from '../../components/loading-view.tsx';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { useSession } from '../../lib/session/session-query.ts';
import { MaintenancePage } from '../pages/maintenance-page.tsx';

/**
 * Waits for the feature flags (they decide which routes exist), and while the MaintenancePage
 * flag is on shows only the maintenance page (000 §2.3), whatever the address, to everyone but
 * the instance administrator.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data: flags } = useFeatureFlags();
  const session = useSession();
  if (!flags) return <LoadingView isFullScreen />;
  if (!flags.MaintenancePage) return children;
  // The instance administrator keeps working, so they can switch the page off again.
  if (session.isPending) return <LoadingView isFullScreen />;
  return session.data?.user.isInstanceAdmin ? children : <MaintenancePage />;
}
