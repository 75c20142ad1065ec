import { DASHBOARD_ENDPOINTS as E } from '@cairn/domain/dashboard/dashboard.endpoints';
import type { TDashboard } from '@cairn/domain/dashboard/dashboard.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** The caller's dashboard in the current organisation; its key is per organisation. */
export const dashboardQueryKey = (orgId: string) => ['dashboard', orgId] as const;

/** `GET dashboard`: the caller's layout (the default until they save one). */
async function getDashboard(signal?: AbortSignal): Promise<TDashboard> {
  return (await call(E.get, { signal })).dashboard;
}

/** Query options of the dashboard; the page and the route prefetch share them. */
export function dashboardQueryOptions(orgId: string) {
  return queryOptions({ queryKey: dashboardQueryKey(orgId), queryFn: ({ signal }) => getDashboard(signal) });
}

/** The dashboard query of the current organisation. */
export function useDashboard(orgId: string) {
  return useQuery(dashboardQueryOptions(orgId));
}

/** `PUT dashboard` with the version it was read at; the answer becomes the cached dashboard. */
export function useSaveDashboard(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dashboard: TDashboard) => (await call(E.replace, { body: dashboard })).dashboard,
    onSuccess: (saved) => queryClient.setQueryData(dashboardQueryKey(orgId), saved),
    meta: { handlesErrors: true },
  });
}

/** `POST default-dashboard`: back to the default layout. */
export function useResetDashboard(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(E.reset)).dashboard,
    onSuccess: (saved) => queryClient.setQueryData(dashboardQueryKey(orgId), saved),
  });
}
