import { LICENCE_ENDPOINTS as E } from '@cairn/domain/people/licences.endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { notifySuccess } from '../../../lib/notify.ts';

/** Under ['person']: a person or organisation event (a role, a free domain) refreshes them. */
const seatCountKey = (orgId: string) => ['person', 'seat-count', orgId] as const;
const freeDomainsKey = (orgId: string) => ['person', 'free-domains', orgId] as const;

const seatCountQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: seatCountKey(orgId),
    queryFn: ({ signal }) => call(E.seatCount, { signal }),
  });

const freeDomainsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: freeDomainsKey(orgId),
    queryFn: async ({ signal }) => (await call(E.freeDomains, { signal })).domains,
  });

export const useSeatCount = (orgId: string) => useQuery(seatCountQueryOptions(orgId));
export const useFreeDomains = (orgId: string) => useQuery(freeDomainsQueryOptions(orgId));

/** `PUT subscription/domains`: the Owner's free domains; who is paid changes with them. */
export function useSaveFreeDomains(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domains: string[]) => call(E.setFreeDomains, { body: { domains } }),
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
      call(granted ? E.grantBilling : E.removeBilling, { params: { id: personId } }),
    onSuccess: async (answer) => {
      const text = answer.messages[0]?.text;
      if (text) notifySuccess(text);
      await queryClient.invalidateQueries({ queryKey: ['person'] });
    },
  });
}
