import { Anchor, Box, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
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
      Already have an account?{' '}
      <Anchor component={Link} to="/login">
        Sign in
      </Anchor>
    </Text>
  );

  return (
    <AuthCard
      title={isCodeStep ? 'Confirm your email' : 'Create your account'}
      subtitle={isCodeStep ? undefined : 'Run your team on EOS with Cairn.'}
      footer={
        <>
          {isCodeStep ? (
            <Button variant="subtle" size="compact-sm" onClick={() => setCodeEmail(null)}>
              Use a different email
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
