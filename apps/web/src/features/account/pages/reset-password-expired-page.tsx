import { RESET_CODE_TTL_MINUTES } from '@cairn/domain/account/account.constants';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** `/reset-password/expired`: the reset link no longer works; offers to request a new one. */
export function ResetPasswordExpiredPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.expired.title')}
      footer={
        <Anchor component={Link} to="/login" size="sm">
          {t('auth.login.back')}
        </Anchor>
      }
    >
      <Stack gap="md">
        <Text>{t('auth.expired.message')}</Text>
        <Text size="sm" c="dimmed">
          {t('auth.expired.hint', { minutes: RESET_CODE_TTL_MINUTES })}
        </Text>
        <Button component={Link} to="/reset-password" fullWidth>
          {t('auth.expired.request')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
