import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useTwoFactorStatus } from '../api/two-factor-status.ts';
import { TwoFactorManage } from './two-factor-manage.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';
import '../texts.ts';

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
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const twoFactor = status.data;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} fz="h4">
          {t('account.twoFactor.title')}
        </Title>
        {twoFactor ? (
          <Badge color={twoFactor.isEnabled ? 'green' : 'gray'} variant="light">
            {twoFactor.isEnabled ? t('account.twoFactor.on') : t('account.twoFactor.off')}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t('account.twoFactor.intro')}
      </Text>
      {status.isPending ? <LoadingView /> : null}
      {isRequirementShown && twoFactor && twoFactor.requiredBy.length > 0 && !twoFactor.isEnabled ? (
        <Alert color="orange" variant="light" role="status">
          {t('account.twoFactor.requiredBy', {
            count: twoFactor.requiredBy.length,
            orgs: twoFactor.requiredBy.join(', '),
          })}
        </Alert>
      ) : null}
      {twoFactor && !twoFactor.isEnabled ? <TwoFactorSetup onDone={onEnabled} /> : null}
      {twoFactor?.isEnabled ? <TwoFactorManage /> : null}
    </Stack>
  );
}
