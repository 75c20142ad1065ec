import { ZForgotPasswordRequest } from '@cairn/domain/account/account.schemas';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * Forgot password (`/reset-password`): asks for a reset link by email. The answer never tells
 * whether an account exists; the form stays usable to send to another address.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm({ schema: ZForgotPasswordRequest, initialValues: { email: '' } });

  const handleSubmit = form.onSubmit(async ({ email }) => {
    try {
      const answer = await forgot.mutateAsync(email);
      setSentTo(answer.email);
    } catch (error) {
      reportFormError(form, error);
    }
  });

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        <Text size="sm">
          {t('auth.reset.remembered')}{' '}
          <Anchor component={Link} to="/login">
            {t('auth.login.title')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {sentTo ? (
            <Alert color="teal" variant="light" role="status">
              {/* The same answer whether or not the account exists. */}
              {t('auth.reset.sent', { email: sentTo })}
            </Alert>
          ) : null}
          <EmailField form={form} name="email" label={t('auth.field.email')} autoFocus />
          <Button
            type="submit"
            fullWidth
            loading={forgot.isPending}
            disabled={!form.isValid() || forgot.isPending}
          >
            {sentTo ? t('auth.reset.sendAgain') : t('auth.reset.send')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
