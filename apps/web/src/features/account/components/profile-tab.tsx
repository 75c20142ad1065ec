import { ZUpdateProfileRequest } from '@cairn/domain/account/account.schemas';
import { Button, Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { reportFormError } from '../../../components/form/report-form-error.ts';
import { NameFields } from '../../../components/form/text-fields.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { type TUpdateProfileBody, useUpdateProfile } from '../api/update-profile.ts';
import '../texts.ts';

export type TProfileTabProps = {
  /** The names as saved. */
  initialValues: TUpdateProfileBody;
  /** Told whenever the form starts or stops having unsaved changes. */
  onDirtyChange: (isDirty: boolean) => void;
};

/** The profile tab: first and last name (`PUT user/profile`); they also rename the user's people. */
export function ProfileTab({ initialValues, onDirtyChange }: TProfileTabProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useZodForm<TUpdateProfileBody>({ schema: ZUpdateProfileRequest, initialValues });
  const isDirty = form.isDirty();

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const { user } = await update.mutateAsync(values);
      const saved = { firstName: user.firstName, lastName: user.lastName };
      form.setInitialValues(saved);
      form.setValues(saved);
      form.resetDirty(saved);
      notifySuccess(t('account.profile.saved'));
    } catch (error) {
      reportFormError(form, error);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <NameFields form={form} isRequired />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={update.isPending}
            disabled={!isDirty || !form.isValid() || update.isPending}
          >
            {t('account.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
