import type { ReactNode } from 'react';
import { LoadingView } from '../../components/loading-view.tsx';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { useIsUnderMaintenance } from '../../lib/instance.ts';
import { useSession } from '../../lib/session/session-query.ts';
import { MaintenancePage } from '../pages/maintenance-page.tsx';

/**
 * Waits for the feature flags (they decide which routes exist) and the instance. While the
 * operator has the instance down (MAINTENANCE=1) shows only the maintenance page (000 §2.3) to
 * everyone; while the MaintenancePage flag is on, to everyone but the instance administrator.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data: flags } = useFeatureFlags();
  const instance = useIsUnderMaintenance();
  const session = useSession();
  if (!flags || instance.isPending) return <LoadingView isFullScreen />;
  if (instance.isUnderMaintenance) return <MaintenancePage />;
  if (!flags.MaintenancePage) return children;
  // The instance administrator keeps working, so they can switch the page off again.
  if (session.isPending) return <LoadingView isFullScreen />;
  return session.data?.user.isInstanceAdmin ? children : <MaintenancePage />;
}
