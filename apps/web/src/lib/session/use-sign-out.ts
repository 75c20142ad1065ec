import { SESSION_ENDPOINTS } from '@cairn/domain/account/session.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../api-client.ts';
import { call } from '../call.ts';
import { sessionQueryKey, type TSession } from './session-query.ts';

/** Path of the page shown after signing out. */
const SIGNED_OUT_PATH = '/signed-out';

/**
 * Signs out (`DELETE session/{id}`), forgets every cached answer and goes to /signed-out. A 401
 * means the session had already ended, which counts as signed out too.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const sessionId = queryClient.getQueryData<TSession>(sessionQueryKey)?.session.id;
      if (!sessionId) return;
      try {
        await call(SESSION_ENDPOINTS.end, { params: { id: sessionId } });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      // Null first, so every mounted observer of the session sees the sign-out at once.
      queryClient.setQueryData<TSession>(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      navigate(SIGNED_OUT_PATH, { replace: true });
    },
  });
}
