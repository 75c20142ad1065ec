import type { TSsoFailure } from '@cairn/domain/account/sso.constants';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { redirectTargetFrom } from '../../../lib/navigation/redirect.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { SsoSignInButton } from '../components/sso-sign-in-button.tsx';

// Only an account that is not verified yet needs the code step: it loads when it is shown.
const VerifyCodeForm = lazy(() =>
  import('../components/verify-code-form.tsx').then((module) => ({ default: module.VerifyCodeForm })),
);
// Likewise the two-factor code step, for people who turned it on.
const TwoFactorSignInForm = lazy(() =>
  import('../components/two-factor-sign-in-form.tsx').then((module) => ({
    default: module.TwoFactorSignInForm,
  })),
);

/** A step after the password (a lazily loaded form) with its way back to the sign-in form. */
function SignInStep({ title, onBack, children }: { title: string; onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={title}
      footer={
        <Button variant="subtle" size="compact-sm" onClick={onBack}>
          {t('auth.login.back')}
        </Button>
      }
    >
      <Suspense fallback={<LoadingView />}>{children}</Suspense>
    </AuthCard>
  );
}

/** Why a single sign-on came back here (`?sso=`), as the page says it; null for anything else. */
function ssoFailureText(reason: string | null, t: TFunction): string | null {
  const texts: Record<TSsoFailure, () => string> = {
    failed: () => t('auth.sso.failed'),
    expired: () => t('auth.sso.expired'),
    notLinked: () => t('auth.sso.notLinked'),
    twoFactor: () => t('auth.sso.twoFactor'),
    unavailable: () => t('auth.sso.unavailable'),
  };
  return reason && Object.hasOwn(texts, reason) ? texts[reason as TSsoFailure]() : null;
}

/**
 * The sign-in page (`/login?redirect={path}`). After signing in it opens the page the user asked
 * for when that is a path of this site, else home. An account whose email is not verified yet
 * continues with the code step (the server has just sent a new code); a person with two-factor
 * sign-in continues with the authenticator code in this browser.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const search = new URLSearchParams(location.search);
  // A single sign-on of an account with two-factor sign-in comes back for its code (docs/sso.md).
  const [isAskingCode, setIsAskingCode] = useState(search.get('step') === 'two-factor');
  const ssoFailure = ssoFailureText(search.get('sso'), t);
  // Home learns it was opened by a sign-in: it then opens the person's chosen first page.
  const handleSignedIn = () =>
    navigate(redirectTargetFrom(location.search), { replace: true, state: { isAfterSignIn: true } });

  if (isAskingCode) {
    return (
      <SignInStep title={t('auth.login.twoFactorTitle')} onBack={() => setIsAskingCode(false)}>
        <TwoFactorSignInForm onSignedIn={handleSignedIn} onRestart={() => setIsAskingCode(false)} />
      </SignInStep>
    );
  }

  if (unverifiedEmail) {
    return (
      <SignInStep title={t('auth.login.confirmEmailTitle')} onBack={() => setUnverifiedEmail(null)}>
        <VerifyCodeForm email={unverifiedEmail} onVerified={handleSignedIn} />
      </SignInStep>
    );
  }

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <Text size="sm">
          {t('auth.login.newToCairn')}{' '}
          <Anchor component={Link} to="/register">
            {t('auth.login.createAccount')}
          </Anchor>
        </Text>
      }
    >
      <Stack gap="md">
        {ssoFailure ? (
          <Alert color="red" variant="light" role="alert">
            {ssoFailure}
          </Alert>
        ) : null}
        <LoginForm
          onSignedIn={handleSignedIn}
          onNeedsVerification={setUnverifiedEmail}
          onNeedsTwoFactor={() => setIsAskingCode(true)}
        />
        <SsoSignInButton returnTo={redirectTargetFrom(location.search)} />
      </Stack>
    </AuthCard>
  );
}
