import { ACCOUNT_TEXTS } from '@cairn/domain/account/account.constants';
import { TWO_FACTOR_TEXTS } from '@cairn/domain/account/two-factor.constants';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../test-support/mock-api.ts';
import { buildSession, renderFeature, USER_ID } from '../../test-support/render-feature.tsx';
import { LoginPage } from './login-page.tsx';

const PASSWORD = 'Level-Ten-10';

function renderLogin(url = '/login') {
  return renderFeature(<LoginPage />, { url, path: '/login', session: null });
}

async function signIn(email = 'frances@example.com') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^email/i), email);
  await user.type(screen.getByLabelText(/^password/i), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

const signedIn = {
  'POST /session': { body: { token: 'token', userId: USER_ID, twoFactorRequired: false } },
  'GET /session': { body: buildSession('Owner') },
};

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('LoginPage', () => {
  it('links to registration and to the forgotten-password page', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  });

  it('shows the spec message for a wrong email or password and keeps what was typed', async () => {
    const api = mockApi({ 'POST /session': errorAnswer(401, 'AUTH_BAD_CREDENTIALS', 'server words') });
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.badCredentials);
    expect(screen.getByLabelText(/^password/i)).toHaveValue(PASSWORD);
    expect(api.callsTo('POST /session')[0]?.body).toEqual({
      email: 'frances@example.com',
      password: PASSWORD,
    });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("shows the server's rate-limit message on 429", async () => {
    mockApi({ 'POST /session': errorAnswer(429, 'RATE_LIMITED', ACCOUNT_TEXTS.tooManyAttempts) });
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.tooManyAttempts);
  });

  it('moves to the code step when the email is not verified yet', async () => {
    mockApi({
      'POST /session': errorAnswer(403, 'AUTH_EMAIL_NOT_VERIFIED', ACCOUNT_TEXTS.emailNotVerified, 'email'),
    });
    renderLogin();
    await signIn('new@example.com');
    expect(await screen.findByLabelText(/verification code/i)).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
  });
});

describe('LoginPage redirect after sign-in', () => {
  it('opens the same-site page named by ?redirect= and loads the session first', async () => {
    const api = mockApi(signedIn);
    renderLogin(`/login?redirect=${encodeURIComponent('/org/detail/abc/people?x=1')}`);
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent('/org/detail/abc/people?x=1');
    expect(api.callsTo('GET /session')).toHaveLength(1);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash trick', '/\\evil.example'],
  ])('goes home instead of %s', async (_label, target) => {
    mockApi(signedIn);
    renderLogin(`/login?redirect=${encodeURIComponent(target)}`);
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('goes home when no redirect is given', async () => {
    mockApi(signedIn);
    renderLogin();
    await signIn();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('LoginPage with two-factor sign-in', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    const api = mockApi({
      'POST /session': { body: { token: '', userId: '', twoFactorRequired: true } },
      'POST /session/two-factor': [
        errorAnswer(422, 'VAL_TWO_FACTOR_CODE_INVALID', TWO_FACTOR_TEXTS.codeInvalid, 'code'),
        { body: { token: 'token', userId: USER_ID } },
      ],
      'GET /session': { body: buildSession('Owner') },
    });
    renderLogin();
    const user = await signIn();
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(api.callsTo('GET /session')).toHaveLength(0);
    await user.type(await screen.findByLabelText(/^code/i), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.codeInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^code/i));
    await user.type(screen.getByLabelText(/^code/i), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(api.callsTo('POST /session/two-factor')[1]?.body).toEqual({ code: 'abcde-12345' });
  });

  it('offers to sign in again when the pending sign-in is over', async () => {
    mockApi({
      'POST /session': { body: { token: '', userId: '', twoFactorRequired: true } },
      'POST /session/two-factor': errorAnswer(
        422,
        'VAL_TWO_FACTOR_EXPIRED',
        TWO_FACTOR_TEXTS.pendingExpired,
        'code',
      ),
    });
    renderLogin();
    const user = await signIn();
    await user.type(await screen.findByLabelText(/^code/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_TEXTS.pendingExpired);
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('offers "Sign in with {name}" only when single sign-on is offered, and starts it with the page to return to', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = mockApi({
      'GET /sso': { body: { sso: { name: 'Contoso' } } },
      'POST /sso/start': { body: { url: 'http://idp.example/authorize?state=s' } },
    });
    renderLogin('/login?redirect=%2Fmeetings');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in with Contoso' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://idp.example/authorize?state=s'));
    expect(api.callsTo('POST /sso/start')[0]?.body).toEqual({ returnTo: '/meetings' });
  });

  it('shows no single sign-on button when it is not offered', async () => {
    const api = mockApi({ 'GET /sso': { body: { sso: null } } });
    renderLogin();
    await vi.waitFor(() => expect(api.callsTo('GET /sso')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /sign in with/i })).not.toBeInTheDocument();
  });

  it('says why a single sign-on came back, and opens the code step after one for a two-factor account', async () => {
    mockApi({ 'GET /sso': { body: { sso: { name: 'Contoso' } } } });
    const { unmount } = renderLogin('/login?sso=notLinked');
    expect(await screen.findByRole('alert')).toHaveTextContent(/did not confirm the address/);
    unmount();
    renderLogin('/login?step=two-factor&redirect=%2Fmeetings');
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  });
});
