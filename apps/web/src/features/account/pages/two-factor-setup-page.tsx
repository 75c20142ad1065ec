import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useSession } from '../../../lib/session/session-query.ts';
import { TwoFactorSection } from '../components/two-factor-section.tsx';
import '../texts.ts';

/**
 * `/account/two-factor`: where a member is led when their organisation requires two-factor
 * sign-in and they have not set it up (the route guard sends every page of the organisation
 * here; the server answers its calls 403 `TWO_FACTOR_REQUIRED`). Once it is on, on to home.
 */
export function TwoFactorSetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const isEnabled = Boolean(session?.user.twoFactorEnabled);
  const orgName = session?.org?.name;

  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t('account.twoFactor.setUp')}
          </Title>
          {orgName && session?.org?.requireTwoFactor ? (
            <Text>{t('account.twoFactorPage.required', { org: orgName })}</Text>
          ) : null}
          <TwoFactorSection isRequirementShown={!session?.org?.requireTwoFactor} />
          {isEnabled ? (
            <Button onClick={() => navigate('/', { replace: true })}>
              {t('account.twoFactorPage.continue', { name: orgName ?? 'Cairn' })}
            </Button>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
