import { Anchor, Button, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { redirectTargetFrom } from '../../../lib/navigation/redirect.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

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

/**
 * The sign-in page (`/login?redirect={path}`). After signing in it opens the page the user asked
 * for when that is a path of this site, else home. An account whose email is not verified yet
 * continues with the code step (the server has just sent a new code); a person with two-factor
 * sign-in continues with the authenticator code in this browser.
 */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [isAskingCode, setIsAskingCode] = useState(false);
  // Home learns it was opened by a sign-in: it then opens the person's chosen first page.
  const handleSignedIn = () =>
    navigate(redirectTargetFrom(location.search), { replace: true, state: { isAfterSignIn: true } });

  if (isAskingCode) {
    return (
      <AuthCard
        title="Two-factor sign-in"
        footer={
          <Button variant="subtle" size="compact-sm" onClick={() => setIsAskingCode(false)}>
            Back to sign in
          </Button>
        }
      >
        <Suspense fallback={<LoadingView />}>
          <TwoFactorSignInForm onSignedIn={handleSignedIn} onRestart={() => setIsAskingCode(false)} />
        </Suspense>
      </AuthCard>
    );
  }

  if (unverifiedEmail) {
    return (
      <AuthCard
        title="Confirm your email"
        footer={
          <Button variant="subtle" size="compact-sm" onClick={() => setUnverifiedEmail(null)}>
            Back to sign in
          </Button>
        }
      >
        <Suspense fallback={<LoadingView />}>
          <VerifyCodeForm email={unverifiedEmail} onVerified={handleSignedIn} />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back to Cairn."
      footer={
        <Text size="sm">
          New to Cairn?{' '}
          <Anchor component={Link} to="/register">
            Create an account
          </Anchor>
        </Text>
      }
    >
      <LoginForm
        onSignedIn={handleSignedIn}
        onNeedsVerification={setUnverifiedEmail}
        onNeedsTwoFactor={() => setIsAskingCode(true)}
      />
    </AuthCard>
  );
}
