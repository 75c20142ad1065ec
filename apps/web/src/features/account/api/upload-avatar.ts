import { AVATAR_ENDPOINTS as E } from '@cairn/domain/account/avatar.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendImage } from '../../../components/image-upload/send-image.ts';
import { call } from '../../../lib/call.ts';
import { sessionQueryKey } from '../../../lib/session/session-query.ts';

/** Sends the cropped image to `POST account/avatar` as multipart (field `file`); answers the new avatar URL. */
function uploadAvatar(image: Blob): Promise<string> {
  return sendImage(E.upload.path, image, 'avatar', 'avatarUrl');
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
