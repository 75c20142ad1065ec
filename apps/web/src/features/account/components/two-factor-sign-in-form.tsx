import { ZTwoFactorCodeRequest } from '@cairn/domain/account/two-factor.schemas';
import { MessageCode } from '@cairn/domain/errors';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSignInWithCode } from '../api/sign-in-with-code.ts';
import { TwoFactorCodeField } from './two-factor-code-field.tsx';

export type TTwoFactorSignInFormProps = {
  /** Called once signed in and the session is loaded. */
  onSignedIn: () => void;
  /** The pending sign-in is over (timed out, too many codes): back to the password. */
  onRestart: () => void;
};

/**
 * The code step of a sign-in with two-factor: a code from the authenticator app, or a recovery
 * code. A wrong code shows on the field; a sign-in that timed out or used up its tries says so
 * and offers to start again.
 */
export function TwoFactorSignInForm({ onSignedIn, onRestart }: TTwoFactorSignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignInWithCode();
  const [over, setOver] = useState<string | null>(null);
  const form = useZodForm({ schema: ZTwoFactorCodeRequest, initialValues: { code: '' } });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      if (
        isApiError(error) &&
        (error.status === 429 || error.messages.some((m) => m.id === MessageCode.TwoFactorExpired))
      ) {
        setOver(error.messages[0]?.text ?? t('auth.twoFactor.signInAgain'));
        return;
      }
      reportFormError(form, error);
    }
  });

  if (over) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {over}
        </Alert>
        <Button fullWidth onClick={onRestart}>
          {t('auth.twoFactor.restart')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('auth.twoFactor.intro')}</Text>
        <TwoFactorCodeField form={form} name="code" label={t('auth.twoFactor.code')} autoFocus isRequired />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          {t('auth.twoFactor.verify')}
        </Button>
      </Stack>
    </form>
  );
}
