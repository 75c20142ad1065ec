import { Button, Divider, Group, Stack, TextInput } from '@mantine/core';
import { SettingsSection } from '../../../components/settings-section.tsx';
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
      <SettingsSection
        title={t('account.login.otherSessions')}
        intro={t('account.login.otherSessionsHint')}
        headingOrder={3}
        gap="xs"
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={handleSignOutOthers} loading={signOutOthers.isPending}>
            {t('account.login.signOutOthers')}
          </Button>
        </Group>
      </SettingsSection>
    </Stack>
  );
}
