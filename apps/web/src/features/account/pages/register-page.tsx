import { Anchor, Box, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { safeRedirectPath } from '../../../lib/navigation/redirect.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';
import { VerifyCodeForm } from '../components/verify-code-form.tsx';

/**
 * Registration (`/register/{isExistingAccount?}`): the form, then the 6-character code from the
 * email, which signs the user in and opens home, or `?redirect=` (a same-site path: the invitation
 * page sends people back to accept). `?email=` prefills the email; `/register/true?email=` is for an account that exists but still waits
 * for its code, and opens the code step straight away. Going back from the code step keeps what
 * was typed in the form.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isExistingAccount } = useParams();
  const [searchParams] = useSearchParams();
  const linkEmail = searchParams.get('email')?.trim() ?? '';
  const [codeEmail, setCodeEmail] = useState<string | null>(
    isExistingAccount === 'true' && linkEmail ? linkEmail.toLowerCase() : null,
  );
  const isCodeStep = codeEmail !== null;

  const signInLine = (
    <Text size="sm">
      {t('auth.register.haveAccount')}{' '}
      <Anchor component={Link} to="/login">
        {t('auth.login.title')}
      </Anchor>
    </Text>
  );

  return (
    <AuthCard
      title={isCodeStep ? t('auth.login.confirmEmailTitle') : t('auth.register.title')}
      subtitle={isCodeStep ? undefined : t('auth.register.subtitle')}
      footer={
        <>
          {isCodeStep ? (
            <Button variant="subtle" size="compact-sm" onClick={() => setCodeEmail(null)}>
              {t('auth.register.differentEmail')}
            </Button>
          ) : null}
          {signInLine}
        </>
      }
    >
      <Box hidden={isCodeStep}>
        <RegisterForm initialEmail={linkEmail} onRegistered={setCodeEmail} />
      </Box>
      {isCodeStep ? (
        <VerifyCodeForm
          email={codeEmail}
          onVerified={() => navigate(safeRedirectPath(searchParams.get('redirect')), { replace: true })}
        />
      ) : null}
    </AuthCard>
  );
}
