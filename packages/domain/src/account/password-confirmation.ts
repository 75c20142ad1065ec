import { z } from 'zod';
import { ACCOUNT_TEXTS } from './account.constants.ts';
import { ZNewPassword, ZRegisterRequest } from './account.schemas.ts';

/**
 * Adds 'The password fields must match.' on `confirmKey` to a form schema. Unlike a plain
 * `.refine`, the check also runs while other fields are still invalid (zod skips object
 * refinements after an issue unless `when` allows it), so the message appears as soon as the
 * confirmation was typed, not only once the whole form is otherwise valid.
 */
export function withPasswordConfirmation<TShape extends z.ZodRawShape>(
  schema: z.ZodObject<TShape>,
  passwordKey: string,
  confirmKey = 'confirmPassword',
) {
  const fieldOf = (value: unknown, key: string) => (value as Record<string, unknown> | undefined)?.[key];
  return schema.refine((values) => fieldOf(values, passwordKey) === fieldOf(values, confirmKey), {
    message: ACCOUNT_TEXTS.passwordMismatch,
    path: [confirmKey],
    when: (payload) =>
      typeof fieldOf(payload.value, passwordKey) === 'string' &&
      typeof fieldOf(payload.value, confirmKey) === 'string',
  });
}

/** The register form: the `POST account/register` body plus the confirmation (checked on the web only). */
export const ZRegisterFormValues = withPasswordConfirmation(
  ZRegisterRequest.extend({ confirmPassword: z.string() }),
  'password',
);

/**
 * The account form of an invitation link (issue 35 point 9): the register form without the
 * email, which the link already proves.
 */
export const ZInvitationRegisterFormValues = withPasswordConfirmation(
  ZRegisterRequest.omit({ email: true }).extend({ confirmPassword: z.string() }),
  'password',
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

/** The new-password form of a reset link: a password that meets the policy, typed twice. */
export const ZNewPasswordFormValues = withPasswordConfirmation(
  z.object({ password: ZNewPassword, confirmPassword: z.string() }),
  'password',
);
