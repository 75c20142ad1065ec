import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { SsoSignInButton } from '../components/sso-sign-in-button.tsx';

/**
 * Where the guard leads a member who signed in with a password to an organisation that requires
 * single sign-on for their email domain (its calls answer 403 SSO_REQUIRED): one button signs
 * in again through the provider (docs/sso.md).
 */
export function SsoRequiredPage() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const domain = session?.org?.ssoRequiredDomain ?? '';
  return (
    <AuthCard title={t('auth.ssoRequired.title')}>
      <Stack gap="md">
        <Alert variant="light" color="blue">
          <Text size="sm">{t('auth.ssoRequired.body', { org: session?.org?.name ?? '', domain })}</Text>
        </Alert>
        <SsoSignInButton returnTo="/" withDivider={false} />
      </Stack>
    </AuthCard>
  );
}
