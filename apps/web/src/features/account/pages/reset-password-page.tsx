import { ZForgotPasswordRequest } from '@cairn/domain/account/account.schemas';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** The answer shown after asking for a link; the same whether or not the account exists. */
const resetLinkSentText = (email: string) =>
  `If an account exists for ${email}, we sent a link to reset the password.`;

/**
 * Forgot password (`/reset-password`): asks for a reset link by email. The answer never tells
 * whether an account exists; the form stays usable to send to another address.
 */
export function ResetPasswordPage() {
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
      title="Reset your password"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <Text size="sm">
          Remembered it?{' '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {sentTo ? (
            <Alert color="teal" variant="light" role="status">
              {resetLinkSentText(sentTo)}
            </Alert>
          ) : null}
          <EmailField form={form} name="email" label="Email" autoFocus />
          <Button
            type="submit"
            fullWidth
            loading={forgot.isPending}
            disabled={!form.isValid() || forgot.isPending}
          >
            {sentTo ? 'Send the link again' : 'Send reset link'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
