import { DASHBOARD_SAVE_DEBOUNCE_MS } from '@cairn/domain/dashboard/dashboard.constants';
import type { TDashboard } from '@cairn/domain/dashboard/dashboard.schemas';
import type { TWidget } from '@cairn/domain/dashboard/dashboard-layout';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { notifyError, notifyInfo } from '../../../lib/notify.ts';
import {
  dashboardQueryKey,
  useDashboard,
  useResetDashboard,
  useSaveDashboard,
} from '../api/dashboard-api.ts';

/**
 * The dashboard as the page edits it: the working layout shown at once, saved 1 s after the last
 * change (001 §4, §9) with the version it was read at. When another tab saved first (409) the
 * saved layout is taken and the person is told; other failures keep what is on screen and say so.
 */
export function useDashboardLayout(orgId: string) {
  const queryClient = useQueryClient();
  const dashboard = useDashboard(orgId);
  const save = useSaveDashboard(orgId);
  const reset = useResetDashboard(orgId);
  const [widgets, setWidgets] = useState<TWidget[] | null>(null);
  const version = useRef<number | null>(null);

  // The server's layout, when nothing typed here is waiting to be saved.
  useEffect(() => {
    if (!dashboard.data) return;
    if (version.current === null || dashboard.data.version > version.current) {
      version.current = dashboard.data.version;
      setWidgets(dashboard.data.widgetSettings as TWidget[]);
    }
  }, [dashboard.data]);

  const flush = useDebouncedCallback((next: TWidget[]) => {
    const body = { widgetSettings: next, version: version.current ?? 0 } as TDashboard;
    save.mutate(body, {
      onSuccess: (saved) => {
        version.current = saved.version;
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          version.current = null;
          notifyInfo('Your dashboard was changed in another window; it now shows that layout.');
          void queryClient.invalidateQueries({ queryKey: dashboardQueryKey(orgId) });
        } else notifyError(error);
      },
    });
  }, DASHBOARD_SAVE_DEBOUNCE_MS);

  const change = (next: TWidget[]) => {
    setWidgets(next);
    flush(next);
  };

  const resetToDefault = () =>
    reset.mutate(undefined, {
      onSuccess: (saved) => {
        version.current = saved.version;
        setWidgets(saved.widgetSettings as TWidget[]);
      },
      onError: notifyError,
    });

  return {
    widgets,
    isPending: dashboard.isPending,
    isError: dashboard.isError,
    retry: () => void dashboard.refetch(),
    isSaving: save.isPending,
    change,
    resetToDefault,
  };
}
