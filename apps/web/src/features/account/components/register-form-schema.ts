import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { ZRegisterRequest } from '@cairn/domain/account/account.schemas';
import { z } from 'zod';

/**
 * The register form: the domain's `POST account/register` body plus the confirmation. Unlike the
 * domain's ZRegisterForm, the match check runs even while other fields are still invalid (zod
 * skips object refinements after an issue unless `when` says otherwise), so 'The password fields
 * must match.' appears as soon as the confirmation was typed.
 */
export const ZRegisterFormValues = ZRegisterRequest.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword,
  {
    message: ACCOUNT_TEXTS.passwordMismatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
    },
  },
);

/** The values the register form edits; `acceptTerms` starts unticked. */
export type TRegisterFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};
