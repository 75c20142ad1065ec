import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

/** Body of `PUT account/password`. */
export type TChangePasswordBody = {
  currentPassword: string;
  newPassword: string;
  signOutOtherSessions: boolean;
};

/** Changes the password; the current one must be right. */
export function changePassword(body: TChangePasswordBody): Promise<Record<string, never>> {
  return apiSend<Record<string, never>>('PUT', '/account/password', body);
}

/** Mutation hook for the login tab's change-password form. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
}
