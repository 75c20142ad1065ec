import { Button, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import '../texts.ts';

export type TLoginTabProps = {
  /** The sign-in email, shown read-only. */
  email: string;
  /** Told whenever the password form starts or stops having unsaved changes. */
  onDirtyChange: (isDirty: boolean) => void;
};

/** The login tab: the sign-in email, change password, and sign out of every other session. */
export function LoginTab({ email, onDirtyChange }: TLoginTabProps) {
  const { t } = useTranslation();
  const signOutOthers = useSignOutOtherSessions();

  const handleSignOutOthers = async () => {
    try {
      const { endedSessions } = await signOutOthers.mutateAsync();
      notifySuccess(
        endedSessions === 0
          ? t('account.login.noOtherSessions')
          : t('account.login.endedSessions', { count: endedSessions }),
      );
    } catch {
      // The app's error policy has shown the failure already.
    }
  };

  return (
    <Stack gap="lg">
      <TextInput
        label={t('auth.field.email')}
        value={email}
        readOnly
        variant="filled"
        description={t('account.login.emailHint')}
      />
      <Divider />
      <ChangePasswordForm onDirtyChange={onDirtyChange} />
      <Divider />
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t('account.login.otherSessions')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.login.otherSessionsHint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={handleSignOutOthers} loading={signOutOthers.isPending}>
            {t('account.login.signOutOthers')}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
