import type {
  TInvitation,
  TNewInvitee,
  TPersonInvitation,
  TSentInvitation,
} from '@cairn/domain/people/invitations.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

/** Live `person` events invalidate everything under ['person'], so invitations live under it too. */
export const invitationsQueryKey = (orgId: string) => ['person', 'invitations', orgId] as const;

/** The link base the mail uses: this site's origin (the server accepts only its own). */
const baseUrl = () => window.location.origin;

/** The newest invitation of each person of the current organisation. */
export function invitationsQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: invitationsQueryKey(orgId),
    queryFn: async ({ signal }) =>
      (await apiGet<{ invitations: TPersonInvitation[] }>('/invitations', { signal })).invitations,
  });
}

/** Query hook for the people tab's invitation badges (only for those who may invite). */
export function useInvitations(orgId: string, isEnabled: boolean) {
  return useQuery({ ...invitationsQueryOptions(orgId), enabled: isEnabled });
}

/** `POST people/check-existing-email`: true when a person of the organisation has that email. */
export async function isExistingEmail(email: string): Promise<boolean> {
  const answer = await apiSend<{ person: { id: string } | null }>('POST', '/people/check-existing-email', {
    email,
  });
  return answer.person !== null;
}

/** `POST subscription/add`: adds the popup's people and mails each an invitation. */
export function useInviteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitees: TNewInvitee[]) =>
      apiSend<{ invitations: TSentInvitation[] }>('POST', '/subscription/add', {
        invitees,
        baseUrl: baseUrl(),
      }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['person'] }),
  });
}

/** Resends (new link) or revokes (link dies) one invitation; refreshes the people tab. */
export function useInvitationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resend' | 'revoke' }) =>
      action === 'resend'
        ? apiSend('POST', `/invitation/${encodeURIComponent(id)}/resend`, { baseUrl: baseUrl() })
        : apiSend('DELETE', `/invitation/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['person'] }),
  });
}

const linkPath = (id: string, key: string) =>
  `/invitation/${encodeURIComponent(id)}/${encodeURIComponent(key)}`;

/** The invitation the mailed link opens (public). */
export function useInvitation(id: string, key: string) {
  return useQuery({
    queryKey: ['invitation', id, key],
    queryFn: async ({ signal }) =>
      (await apiGet<{ invitation: TInvitation }>(linkPath(id, key), { signal })).invitation,
    retry: false,
    meta: { isSilent: true },
  });
}

/** Accepts or declines as the signed-in user; accept answers the organisation joined. */
export function useAnswerInvitation(id: string, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (verb: 'accept' | 'decline') =>
      (await apiSend<{ orgId?: string }>('POST', `${linkPath(id, key)}/${verb}`)).orgId ?? null,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['invitation', id, key] }),
  });
}
