import { ORG_LOGO_ENDPOINTS as E } from '@cairn/domain/orgs/org-logo.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiSend } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { sessionQueryKey } from '../../../lib/session/session-query.ts';
import { orgQueryKey } from './get-org.ts';

/** Sends the chosen file to `POST org/{id}/logo` as multipart (field `file`); answers the new logo URL. */
async function uploadOrgLogo(orgId: string, image: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', image, 'logo');
  const answer = await apiSend<{ logoUrl?: string }>('POST', E.upload.path.replace(':id', orgId), form);
  if (!answer.logoUrl) throw new ApiError(500, answer.messages);
  return answer.logoUrl;
}

/** The organisation and the session (the org switcher) carry the logo URL: both refresh after a change. */
function useLogoMutation<TInput>(orgId: string, mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orgQueryKey(orgId) }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}

/** Mutation hook of Upload logo. */
export function useUploadOrgLogo(orgId: string) {
  return useLogoMutation(orgId, (image: Blob) => uploadOrgLogo(orgId, image));
}

/** Mutation hook of Remove logo (`DELETE org/{id}/logo`). */
export function useRemoveOrgLogo(orgId: string) {
  return useLogoMutation(orgId, () => call(E.remove, { params: { id: orgId } }));
}
