import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useTwoFactorStatus } from '../api/two-factor-status.ts';
import { TwoFactorManage } from './two-factor-manage.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

/**
 * Account settings: two-factor sign-in with an authenticator app. Off: set it up; on: new
 * recovery codes or turn it off. Says which of the person's organisations require it.
 */
export function TwoFactorSection({
  onEnabled,
  isRequirementShown = true,
}: {
  onEnabled?: () => void;
  /** Whether to say which organisations require it (the set-up page says so itself). */
  isRequirementShown?: boolean;
}) {
  const status = useTwoFactorStatus();
  const twoFactor = status.data;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} fz="h4">
          Two-factor sign-in
        </Title>
        {twoFactor ? (
          <Badge color={twoFactor.isEnabled ? 'green' : 'gray'} variant="light">
            {twoFactor.isEnabled ? 'On' : 'Off'}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        After your password, sign-in asks for a code from an authenticator app on your phone, so a stolen
        password alone opens nothing.
      </Text>
      {status.isPending ? <LoadingView /> : null}
      {isRequirementShown && twoFactor && twoFactor.requiredBy.length > 0 && !twoFactor.isEnabled ? (
        <Alert color="orange" variant="light" role="status">
          {twoFactor.requiredBy.join(', ')} {twoFactor.requiredBy.length === 1 ? 'requires' : 'require'}{' '}
          two-factor sign-in. Set it up to continue working there.
        </Alert>
      ) : null}
      {twoFactor && !twoFactor.isEnabled ? <TwoFactorSetup onDone={onEnabled} /> : null}
      {twoFactor?.isEnabled ? <TwoFactorManage /> : null}
    </Stack>
  );
}
