import { type TSignInRequest, ZSignInRequest } from '@cairn/domain/account/account.schemas';
import { MessageCode } from '@cairn/domain/errors';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailField, PasswordField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { isApiError } from '../../../lib/api-client.ts';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSignIn } from '../api/sign-in.ts';

export type TLoginFormProps = {
  /** Called once signed in and the session is loaded. */
  onSignedIn: () => void;
  /** Called when the account exists but its email still needs the emailed code. */
  onNeedsVerification: (email: string) => void;
  /** Called when the password was right and sign-in now asks for a two-factor code. */
  onNeedsTwoFactor: () => void;
};

/** The text shown above the form for a failed sign-in, or null when the failure belongs elsewhere. */
function signInFailureText(error: unknown, t: TFunction): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 401) return t('auth.login.badCredentials');
  if (error.status === 429) return error.messages[0]?.text ?? t('auth.login.tooManyAttempts');
  return null;
}

/**
 * Email and password. A wrong pair shows 'Invalid email or password. Please try again.', too many
 * tries the server's rate-limit message; an unverified email moves on to the code step, and a
 * person with two-factor sign-in to the authenticator code.
 */
export function LoginForm({ onSignedIn, onNeedsVerification, onNeedsTwoFactor }: TLoginFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm<TSignInRequest>({
    schema: ZSignInRequest,
    initialValues: { email: '', password: '' },
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await signIn.mutateAsync(values);
      if (answer.twoFactorRequired) onNeedsTwoFactor();
      else onSignedIn();
    } catch (error) {
      if (isApiError(error) && error.messages.some((m) => m.id === MessageCode.EmailNotVerified)) {
        onNeedsVerification(values.email);
        return;
      }
      const text = signInFailureText(error, t);
      if (text) setFailure(text);
      else reportFormError(form, error);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <EmailField form={form} name="email" label={t('auth.field.email')} autoFocus />
        <Stack gap={4}>
          <PasswordField form={form} name="password" label={t('auth.field.password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/reset-password" size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
        </Stack>
        <Button
          type="submit"
          fullWidth
          loading={signIn.isPending}
          disabled={!form.isValid() || signIn.isPending}
        >
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
