import type { TPerson } from '@cairn/domain/orgs/orgs.schemas';
import { LICENCE_ENDPOINTS as E } from '@cairn/domain/people/licences.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { sessionQueryKey } from '../../../lib/session/session-query.ts';

/** Refreshes what an upgrade changes: the session (own status, role), people and notifications. */
async function refreshAfterUpgrade(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['person'] }),
    queryClient.invalidateQueries({ queryKey: ['notification'] }),
  ]);
}

/**
 * `POST person/upgrade`: a Free Observer asks the owner for a licence; the button toasts
 * 'Requested' (000 §7) in the person's language.
 */
export function useRequestUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(E.requestUpgrade),
    onSettled: () => refreshAfterUpgrade(queryClient),
  });
}

/** Approve or deny a request from the people list (the same calls as the notification's links). */
export function useAnswerUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ person, approve }: { person: TPerson; approve: boolean }) =>
      call(approve ? E.approveUpgrade : E.denyUpgrade, {
        params: { personId: person.id, orgId: person.orgId },
      }),
    onSuccess: (answer) => {
      const text = answer.messages[0]?.text;
      if (text) notifySuccess(text);
    },
    onSettled: () => refreshAfterUpgrade(queryClient),
  });
}
