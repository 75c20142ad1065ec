import { AVATAR_ENDPOINTS as E } from '@cairn/domain/account/avatar.endpoints';
import type { TMessage } from '@cairn/domain/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiUrl, CSRF_COOKIE, CSRF_HEADER, readCookie } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { SESSION_CONTEXT_HEADER, sessionContextId } from '../../../lib/session/session-context-id.ts';
import { sessionQueryKey } from '../../../lib/session/session-query.ts';

/**
 * Sends the cropped image to `POST account/avatar` as multipart (field `file`), with the CSRF
 * header and the tab's context as `call()` sends them; answers the new avatar URL.
 */
async function uploadAvatar(image: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', image, 'avatar');
  const headers: Record<string, string> = {
    accept: 'application/json',
    [SESSION_CONTEXT_HEADER]: sessionContextId(),
  };
  const token = readCookie(CSRF_COOKIE);
  if (token) headers[CSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(apiUrl(E.upload.path), {
      method: 'POST',
      headers,
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, [], 'The server could not be reached.');
  }
  const answer = (await response.json().catch(() => null)) as {
    avatarUrl?: string;
    succeeded?: boolean;
    messages?: TMessage[];
  } | null;
  if (!response.ok || !answer?.avatarUrl || answer.succeeded === false)
    throw new ApiError(response.status, Array.isArray(answer?.messages) ? answer.messages : []);
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
