import { INVITATION_ENDPOINTS as E } from '@cairn/domain/people/invitations.endpoints';
import type { TInvitationRegisterRequest, TNewInvitee } from '@cairn/domain/people/invitations.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Live `person` events invalidate everything under ['person'], so invitations live under it too. */
const invitationsQueryKey = (orgId: string) => ['person', 'invitations', orgId] as const;

/** The link base the mail uses: this site's origin (the server accepts only its own). */
const baseUrl = () => window.location.origin;

/** The newest invitation of each person of the current organisation. */
function invitationsQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: invitationsQueryKey(orgId),
    queryFn: async ({ signal }) => (await call(E.list, { signal })).invitations,
  });
}

/** Query hook for the people tab's invitation badges (only for those who may invite). */
export function useInvitations(orgId: string, isEnabled: boolean) {
  return useQuery({ ...invitationsQueryOptions(orgId), enabled: isEnabled });
}

/** `POST people/check-existing-email`: true when a person of the organisation has that email. */
export async function isExistingEmail(email: string): Promise<boolean> {
  return (await call(E.checkEmail, { body: { email } })).person !== null;
}

/** `POST subscription/add`: adds the popup's people and mails each an invitation. */
export function useInviteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitees: TNewInvitee[]) => call(E.addAndInvite, { body: { invitees, baseUrl: baseUrl() } }),
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
        ? call(E.resend, { params: { invitationId: id }, body: { baseUrl: baseUrl() } })
        : call(E.revoke, { params: { invitationId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['person'] }),
  });
}

/** The invitation the mailed link opens (public). */
export function useInvitation(id: string, key: string) {
  return useQuery({
    queryKey: ['invitation', id, key],
    queryFn: async ({ signal }) =>
      (await call(E.view, { params: { invitationId: id, key }, signal })).invitation,
    retry: false,
    meta: { isSilent: true },
  });
}

/** Accepts or declines as the signed-in user; accept answers the organisation joined. */
export function useAnswerInvitation(id: string, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (verb: 'accept' | 'decline'): Promise<string | null> => {
      const params = { invitationId: id, key };
      if (verb === 'accept') return (await call(E.acceptWithKey, { params })).orgId;
      await call(E.declineWithKey, { params });
      return null;
    },
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['invitation', id, key] }),
  });
}

/**
 * `POST invitation/{id}/{key}/register`: the account made from the mailed link (no emailed code),
 * signed in, and the invitation accepted; answers the organisation joined.
 */
export function useRegisterFromInvitation(id: string, key: string) {
  return useMutation({
    mutationFn: async (body: TInvitationRegisterRequest) =>
      (await call(E.registerWithKey, { params: { invitationId: id, key }, body })).orgId,
    meta: { handlesErrors: true },
  });
}
