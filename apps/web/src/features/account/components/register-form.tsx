import { type TRegisterFormValues, ZRegisterFormValues } from '@cairn/domain/account/password-confirmation';
import { Button, Stack } from '@mantine/core';
import { AcceptTermsField, EmailField, PasswordField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { NameFields } from '../../../components/form/text-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useRegisterAccount } from '../api/register-account.ts';

export type TRegisterFormProps = {
  /** Prefills the email, e.g. from the invitation page's `/register?email=`. */
  initialEmail?: string;
  /** Called with the (lower-cased) email once the account exists and its code was sent. */
  onRegistered: (email: string) => void;
};

/**
 * First name, last name, email, password with its confirmation and the terms. Each message shows
 * once its field was edited or the form submitted; the password policy text shows when the
 * password does not meet it; a server refusal (e.g. the email is taken) lands on its field.
 */
export function RegisterForm({ initialEmail = '', onRegistered }: TRegisterFormProps) {
  const { t } = useTranslation();
  const register = useRegisterAccount();
  const form = useZodForm<TRegisterFormValues>({
    schema: ZRegisterFormValues,
    initialValues: {
      firstName: '',
      lastName: '',
      email: initialEmail,
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });

  // The confirmation is checked again when the password changes under it.
  form.watch('password', () => {
    if (form.isDirty('confirmPassword')) form.validateField('confirmPassword');
  });

  const handleSubmit = form.onSubmit(async ({ firstName, lastName, email, password }) => {
    try {
      const answer = await register.mutateAsync({ firstName, lastName, email, password, acceptTerms: true });
      onRegistered(answer.email);
    } catch (error) {
      reportFormError(form, error);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <NameFields form={form} autoFocus />
        <EmailField form={form} name="email" label={t('auth.field.email')} />
        <PasswordField
          form={form}
          name="password"
          label={t('auth.field.password')}
          autoComplete="new-password"
        />
        <PasswordField
          form={form}
          name="confirmPassword"
          label={t('auth.field.confirmPassword')}
          autoComplete="new-password"
        />
        <AcceptTermsField form={form} />
        <Button
          type="submit"
          fullWidth
          loading={register.isPending}
          disabled={!form.isValid() || register.isPending}
        >
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
