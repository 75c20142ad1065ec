import { AVATAR_ENDPOINTS as E } from '@cairn/domain/account/avatar.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiSend } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { sessionQueryKey } from '../../../lib/session/session-query.ts';

/** Sends the cropped image to `POST account/avatar` as multipart (field `file`); answers the new avatar URL. */
async function uploadAvatar(image: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', image, 'avatar');
  const answer = await apiSend<{ avatarUrl?: string }>('POST', E.upload.path, form);
  if (!answer.avatarUrl) throw new ApiError(500, answer.messages);
  return answer.avatarUrl;
}

/** The session and every people list carry the avatar URL: both refresh after a change. */
function useAvatarMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['person'] }),
      ]);
    },
  });
}

/** Mutation hook of the crop popup's Save. */
export function useUploadAvatar() {
  return useAvatarMutation(uploadAvatar);
}

/** Mutation hook of Remove picture (`DELETE account/avatar`). */
export function useRemoveAvatar() {
  return useAvatarMutation(() => call(E.remove));
}
