import { ORG_LOGO_ENDPOINTS as E } from '@cairn/domain/orgs/org-logo.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendImage } from '../../../components/image-upload/send-image.ts';
import { call } from '../../../lib/call.ts';
import { sessionQueryKey } from '../../../lib/session/session-query.ts';
import { orgQueryKey } from './get-org.ts';

/** Sends the chosen file to `POST org/{id}/logo` as multipart (field `file`); answers the new logo URL. */
function uploadOrgLogo(orgId: string, image: Blob): Promise<string> {
  return sendImage(E.upload.path.replace(':id', orgId), image, 'logo', 'logoUrl');
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
