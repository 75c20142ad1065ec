import { ACCOUNT_ENDPOINTS as E } from '@cairn/domain/account/account.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Body of `PUT account/password`. */
type TChangePasswordBody = {
  currentPassword: string;
  newPassword: string;
  signOutOtherSessions: boolean;
};

/** Changes the password; the current one must be right. */
function changePassword(body: TChangePasswordBody) {
  return call(E.changePassword, { body });
}

/** Mutation hook for the login tab's change-password form. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
}
