import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';

/** Under ['person']: a person or organisation event (a role, a free domain) refreshes them. */
const seatCountKey = (orgId: string) => ['person', 'seat-count', orgId] as const;
const freeDomainsKey = (orgId: string) => ['person', 'free-domains', orgId] as const;

export const seatCountQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: seatCountKey(orgId),
    queryFn: () => apiGet<{ seatCount: number; freeCount: number }>('/subscription/seat-count'),
  });

export const freeDomainsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: freeDomainsKey(orgId),
    queryFn: async () => (await apiGet<{ domains: string[] }>('/subscription/domains')).domains,
  });

export const useSeatCount = (orgId: string) => useQuery(seatCountQueryOptions(orgId));
export const useFreeDomains = (orgId: string) => useQuery(freeDomainsQueryOptions(orgId));

/** `PUT subscription/domains`: the Owner's free domains; who is paid changes with them. */
export function useSaveFreeDomains(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domains: string[]) =>
      apiSend<{ domains: string[] }>('PUT', '/subscription/domains', { domains }),
    meta: { handlesErrors: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(freeDomainsKey(orgId), answer.domains);
      const text = answer.messages[0]?.text;
      if (text) notifySuccess(text);
      await queryClient.invalidateQueries({ queryKey: ['person'] });
    },
  });
}

/** Whether a person may manage billing (the Owner by role, others by the Owner's grant). */
export const managesBilling = (person: { permissions: readonly string[] }) =>
  person.permissions.includes('Update|Billing');

/**
 * `PUT` (grant) or `DELETE` (remove) `person/{id}/permission/billing`, the Owner's; the answer's
 * text is the toast, and the people reload.
 */
export function useBillingPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, granted }: { personId: string; granted: boolean }) =>
      apiSend<{ person: TPerson }>(
        granted ? 'PUT' : 'DELETE',
        `/person/${encodeURIComponent(personId)}/permission/billing`,
      ),
    onSuccess: async (answer) => {
      const text = answer.messages[0]?.text;
      if (text) notifySuccess(text);
      await queryClient.invalidateQueries({ queryKey: ['person'] });
    },
  });
}
