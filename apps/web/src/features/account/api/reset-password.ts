import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

/** Body of `POST account/password/reset`. */
export type TResetPasswordBody = { resetCode: string; password: string };

/** Sets a new password with the code from the emailed link. */
export function resetPassword(body: TResetPasswordBody): Promise<Record<string, never>> {
  return apiSend<Record<string, never>>('POST', '/account/password/reset', body);
}

/** Mutation hook for the update-password page. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } });
}
