import type { ReactNode } from 'react';
import { LoadingView } from '../../components/loading-view.tsx';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { MaintenancePage } from '../pages/maintenance-page.tsx';

/**
 * Waits for the feature flags (they decide which routes exist), and while the MaintenancePage
 * flag is on shows only the maintenance page (000 §2.3), whatever the address.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data: flags } = useFeatureFlags();
  if (!flags) return <LoadingView isFullScreen />;
  if (flags.MaintenancePage) return <MaintenancePage />;
  return children;
}
