import { ZNewPasswordFormValues } from '@cairn/domain/account/password-confirmation';
import { Button, Stack } from '@mantine/core';
import { PasswordField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useResetPassword } from '../api/reset-password.ts';

export type TNewPasswordFormProps = {
  /** The code from the emailed link. */
  resetCode: string;
  /** Called once the new password is saved. */
  onSaved: () => void;
  /** Called when the code expired or was used while the page was open. */
  onExpired: () => void;
};

/** The new password, typed twice, for a reset link; the policy text shows when it does not meet it. */
export function NewPasswordForm({ resetCode, onSaved, onExpired }: TNewPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useZodForm({
    schema: ZNewPasswordFormValues,
    initialValues: { password: '', confirmPassword: '' },
  });

  form.watch('password', () => {
    if (form.isDirty('confirmPassword')) form.validateField('confirmPassword');
  });

  const handleSubmit = form.onSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ resetCode, password });
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.status === 404) return onExpired();
      reportFormError(form, error);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PasswordField
          form={form}
          name="password"
          label={t('auth.newPassword.label')}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          form={form}
          name="confirmPassword"
          label={t('auth.newPassword.confirm')}
          autoComplete="new-password"
        />
        <Button
          type="submit"
          fullWidth
          loading={reset.isPending}
          disabled={!form.isValid() || reset.isPending}
        >
          {t('auth.newPassword.save')}
        </Button>
      </Stack>
    </form>
  );
}
