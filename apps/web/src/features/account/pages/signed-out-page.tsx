import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** `/signed-out`: confirms the sign-out and offers to sign in again. */
export function SignedOutPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.signedOut.title')}>
      <Stack gap="md">
        <Text c="dimmed">{t('auth.signedOut.text')}</Text>
        <Button component={Link} to="/login" fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
