import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

/** Asks the server to email a new verification code (answers the same whether or not the email exists). */
export function createVerificationCode(email: string): Promise<{ email: string }> {
  return apiSend<{ email: string }>('POST', '/account/register/verification/create', { email });
}

/** Mutation hook behind the 'Send a new code' button. */
export function useCreateVerificationCode() {
  return useMutation({ mutationFn: createVerificationCode });
}
