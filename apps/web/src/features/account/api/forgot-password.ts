import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

/** Asks for a password reset link by email; the answer never says whether the account exists. */
export function forgotPassword(email: string): Promise<{ email: string }> {
  return apiSend<{ email: string }>('POST', '/account/password/forgot', { email });
}

/** Mutation hook for the reset-password page. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { handlesErrors: true } });
}
