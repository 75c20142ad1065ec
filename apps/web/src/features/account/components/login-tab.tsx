import { Button, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

export type TLoginTabProps = {
  /** The sign-in email, shown read-only. */
  email: string;
  /** Told whenever the password form starts or stops having unsaved changes. */
  onDirtyChange: (isDirty: boolean) => void;
};

/** The login tab: the sign-in email, change password, and sign out of every other session. */
export function LoginTab({ email, onDirtyChange }: TLoginTabProps) {
  const signOutOthers = useSignOutOtherSessions();

  const handleSignOutOthers = async () => {
    try {
      const { endedSessions } = await signOutOthers.mutateAsync();
      notifySuccess(
        endedSessions === 0
          ? 'No other sessions were signed in.'
          : `Signed out of ${endedSessions} other ${endedSessions === 1 ? 'session' : 'sessions'}.`,
      );
    } catch {
      // The app's error policy has shown the failure already.
    }
  };

  return (
    <Stack gap="lg">
      <TextInput
        label="Email"
        value={email}
        readOnly
        variant="filled"
        description="You sign in with this address."
      />
      <Divider />
      <ChangePasswordForm onDirtyChange={onDirtyChange} />
      <Divider />
      <Stack gap="xs">
        <Title order={3} fz="h4">
          Other sessions
        </Title>
        <Text size="sm" c="dimmed">
          Signed in on another computer or phone you no longer use? End those sessions; this one stays signed
          in.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={handleSignOutOthers} loading={signOutOthers.isPending}>
            Sign out of other sessions
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
