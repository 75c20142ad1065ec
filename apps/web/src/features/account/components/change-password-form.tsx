import { ACCOUNT_TEXTS, PASSWORD_MAX_LENGTH } from '@cairn/domain/account/account.constants';
import { ZNewPassword } from '@cairn/domain/account/account.schemas';
import { withPasswordConfirmation } from '@cairn/domain/account/password-confirmation';
import { Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { PasswordField } from '../../../components/form/form-fields.tsx';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useChangePassword } from '../api/change-password.ts';
import '../texts.ts';

const ZChangePasswordForm = withPasswordConfirmation(
  z.object({
    currentPassword: z.string().min(1, ACCOUNT_TEXTS.required).max(PASSWORD_MAX_LENGTH),
    newPassword: ZNewPassword,
    confirmPassword: z.string(),
  }),
  'newPassword',
);

type TValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: TValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password with the current one (`PUT account/password`). A wrong current password shows
 * on its field. The user's other sessions are signed out with the change unless the user unticks
 * "Sign out everywhere else" (a changed password usually means someone else may know the old one).
 */
export function ChangePasswordForm({ onDirtyChange }: { onDirtyChange: (isDirty: boolean) => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useZodForm<TValues>({ schema: ZChangePasswordForm, initialValues: EMPTY });
  const [isSigningOutOthers, setIsSigningOutOthers] = useState(true);
  const isDirty = form.isDirty();

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  form.watch('newPassword', () => {
    if (form.isDirty('confirmPassword')) form.validateField('confirmPassword');
  });

  const handleSubmit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword, signOutOtherSessions: isSigningOutOthers });
      form.reset();
      notifySuccess(
        isSigningOutOthers ? t('account.password.changedSignedOut') : t('account.password.changed'),
      );
    } catch (error) {
      reportFormError(form, error);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Title order={3} fz="h4">
          {t('account.password.title')}
        </Title>
        <PasswordField form={form} name="currentPassword" label={t('account.password.current')} isRequired />
        <PasswordField
          form={form}
          name="newPassword"
          label={t('account.password.new')}
          autoComplete="new-password"
          isRequired
        />
        <PasswordField
          form={form}
          name="confirmPassword"
          label={t('account.password.confirm')}
          autoComplete="new-password"
          isRequired
        />
        <Checkbox
          label={t('account.password.signOutOthers')}
          description={t('account.password.signOutOthersHint')}
          checked={isSigningOutOthers}
          onChange={(event) => setIsSigningOutOthers(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} disabled={!form.isValid() || change.isPending}>
            {t('account.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
